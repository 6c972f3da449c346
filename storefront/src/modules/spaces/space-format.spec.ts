import { spaceImage } from './space-format';

describe('space card texts', () => {
  it('shows the default picture of the type unless the space has its own', () => {
    expect(spaceImage({ type: 'meeting-room', imageUrl: null })).toBe('/images/spaces/meeting-room.svg');
    expect(spaceImage({ type: 'meeting-room', imageUrl: 'https://example.com/room.jpg' })).toBe(
      'https://example.com/room.jpg',
    );
  });
});
