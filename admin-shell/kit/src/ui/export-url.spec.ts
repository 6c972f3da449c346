import { exportUrl } from './ExportCsvButton';

// The link is a pure function; react-admin's UI (ES modules jest would not load as CommonJS) is not needed for it.
jest.mock('react-admin', () => ({ useListContext: jest.fn() }));

describe('the CSV export link of a staff list', () => {
  it('is the list with no query when nothing is filtered and the server orders it', () => {
    expect(exportUrl('users', {}, { field: 'id', order: 'ASC' })).toBe('/api/admin/users/export.csv');
  });

  it("leaves react-admin's default sort `id` to the server, and sends any other sort with its order", () => {
    expect(exportUrl('payments', {}, { field: 'id', order: 'DESC' })).toBe('/api/admin/payments/export.csv');
    expect(exportUrl('payments', {}, { field: '', order: 'ASC' })).toBe('/api/admin/payments/export.csv');
    expect(exportUrl('payments', {}, { field: 'amountCents', order: 'ASC' })).toBe(
      '/api/admin/payments/export.csv?_sort=amountCents&_order=ASC',
    );
  });

  it('sends the filters as chosen, trimmed, and leaves blank ones out', () => {
    const url = exportUrl(
      'email-log',
      { q: '  wanjiru@example.com ', status: 'failed', template: '', from: '   ' },
      { field: 'createdAt', order: 'DESC' },
    );
    const query = new URL(url, 'http://localhost').searchParams;
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/admin/email-log/export.csv');
    expect(Object.fromEntries(query)).toEqual({
      _sort: 'createdAt',
      _order: 'DESC',
      q: 'wanjiru@example.com',
      status: 'failed',
    });
  });

  it('encodes what a search may hold, and ignores filter values that are not text', () => {
    const url = exportUrl('users', { q: 'a&b=c #1', isActive: true, page: 2 }, { field: 'id', order: 'ASC' });
    expect(url).toBe('/api/admin/users/export.csv?q=a%26b%3Dc+%231');
    expect(new URL(url, 'http://localhost').searchParams.get('q')).toBe('a&b=c #1');
  });
});
