import { capacityText } from '@coworking/domain';
import { spaceImage } from './space-format';

describe('space card texts', () => {
  it('words the capacity as the spec says', () => {
    expect(capacityText('hot-desk', 1)).toBe('Drop-in basis');
    expect(capacityText('phone-booth', 1)).toBe('1 person call');
    expect(capacityText('private-office', 1)).toBe('1 person');
    expect(capacityText('meeting-room', 0)).toBe('1 person');
    expect(capacityText('meeting-room', 8)).toBe('8 people');
  });

  it('shows the default picture of the type unless the space has its own', () => {
    expect(spaceImage({ type: 'meeting-room', imageUrl: null })).toBe('/images/spaces/meeting-room.svg');
    expect(spaceImage({ type: 'meeting-room', imageUrl: 'https://example.com/room.jpg' })).toBe('https://example.com/room.jpg');
  });
});
