import { linkedFilters, listLink, withLinkedFilters } from './linked-filters';

describe('links that open a tab with its list filtered', () => {
  it("puts the filters in the tab's URL as react-admin's ?filter=<JSON>, leaving blank ones out", () => {
    const link = listLink('bookings', { status: 'pending', type: 'tour', q: '  ' });
    expect(link).toBe(`/dashboard/bookings?filter=${encodeURIComponent('{"status":"pending","type":"tour"}')}`);
    expect(listLink('contacts', {})).toBe('/dashboard/contacts');
    expect(listLink('contacts', { status: '' })).toBe('/dashboard/contacts');
  });

  it('reads back the filters a link wrote', () => {
    const filters = { from: '2026-11-23', to: '2026-11-23', q: 'Wanjiku & Co / 50%' };
    const search = listLink('bookings', filters).split('?')[1];
    expect(linkedFilters(`?${search}`)).toEqual(filters);
  });

  it('opens the list unfiltered when the filter is missing or unreadable, and keeps only text values', () => {
    expect(linkedFilters('')).toEqual({});
    expect(linkedFilters('?page=2')).toEqual({});
    expect(linkedFilters('?filter=%7Bnot-json')).toEqual({});
    expect(linkedFilters(`?filter=${encodeURIComponent('["pending"]')}`)).toEqual({});
    expect(linkedFilters(`?filter=${encodeURIComponent('null')}`)).toEqual({});
    expect(linkedFilters(`?filter=${encodeURIComponent('{"status":"new","page":2,"tags":["a"]}')}`)).toEqual({
      status: 'new',
    });
  });

  it("starts a list from its blank filters with the link's, dropping names the list does not have", () => {
    const noFilters = { q: '', status: '', subject: '', from: '', to: '' };
    expect(withLinkedFilters(noFilters, { status: 'new', spaceId: 'x', toString: 'y' })).toEqual({
      q: '',
      status: 'new',
      subject: '',
      from: '',
      to: '',
    });
    expect(withLinkedFilters(noFilters, {})).toEqual(noFilters);
    // The blank filters themselves are not changed.
    expect(noFilters.status).toBe('');
  });
});
