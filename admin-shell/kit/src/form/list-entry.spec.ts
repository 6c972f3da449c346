import { addListEntry } from './list-entry';

describe('list entries (amenities, features)', () => {
  it('adds a trimmed entry at the end', () => {
    expect(addListEntry(['WiFi'], '  Coffee ')).toEqual(['WiFi', 'Coffee']);
  });

  it('ignores blank entries', () => {
    expect(addListEntry(['WiFi'], '   ')).toEqual(['WiFi']);
  });

  it('ignores an entry already in the list', () => {
    expect(addListEntry(['WiFi', 'Coffee'], 'Coffee ')).toEqual(['WiFi', 'Coffee']);
  });
});
