import { createAdminClient } from 'admin-kit/client';
import { createDataProvider, pagedQuery } from './data-provider';

interface Answer {
  body: unknown;
  headers?: Record<string, string>;
  /** 200 unless told. */
  status?: number;
}

/** The admin API as the data provider sees it over HTTP: each request is recorded and answered in turn. */
function apiAnswering(...answers: Answer[]) {
  const requests: { method: string; url: URL; body: string }[] = [];
  const fetch = async (request: Request) => {
    requests.push({ method: request.method, url: new URL(request.url), body: await request.text() });
    const { body, headers = {}, status = 200 } = answers.shift() ?? { body: null };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return { dataProvider: createDataProvider(createAdminClient('http://venue.test')), requests };
}

const query = (url: URL) => Object.fromEntries(url.searchParams);

describe('the data provider over the admin API', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks a paged list for react-admin’s page, sort and filters, and takes the total from X-Total-Count', async () => {
    const { dataProvider, requests } = apiAnswering({ body: [{ id: 'm26' }], headers: { 'X-Total-Count': '137' } });
    const page = await dataProvider.getList('memberships', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'memberName', order: 'ASC' },
      filter: { q: '  Wanjiku ', status: '', planId: 'plan-1' },
    });
    expect(page).toEqual({ data: [{ id: 'm26' }], total: 137 });
    expect(requests[0]?.url.pathname).toBe('/api/admin/memberships');
    expect(query(requests[0]!.url)).toEqual({
      _start: '25',
      _end: '50',
      _sort: 'memberName',
      _order: 'ASC',
      q: 'Wanjiku',
      planId: 'plan-1',
    });
  });

  it('lists erasure requests by status and completes one by its own route, nothing else', async () => {
    const completed = { id: 'er1', number: 'ER-2026-0001', status: 'completed', erased: { bookings: 2 } };
    const { dataProvider, requests } = apiAnswering(
      { body: [{ id: 'er1', status: 'requested' }], headers: { 'X-Total-Count': '1' } },
      { body: completed },
    );
    const page = await dataProvider.getList('erasure-requests', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'dueBy', order: 'ASC' },
      filter: { status: 'requested' },
    });
    expect(page.total).toBe(1);
    expect(requests[0]?.url.pathname).toBe('/api/admin/erasure-requests');
    expect(query(requests[0]!.url)).toMatchObject({ _sort: 'dueBy', _order: 'ASC', status: 'requested' });
    const done = await dataProvider.update('erasure-requests', {
      id: 'er1',
      data: { status: 'completed' },
      previousData: { id: 'er1' },
    });
    expect(done.data).toEqual(completed);
    expect(requests[1]).toMatchObject({ method: 'POST' });
    expect(requests[1]?.url.pathname).toBe('/api/admin/erasure-requests/er1/complete');
    await expect(
      dataProvider.update('erasure-requests', { id: 'er1', data: { reason: 'x' }, previousData: { id: 'er1' } }),
    ).rejects.toThrow('The admin API has no update other than a completion for erasure-requests');
    expect(requests).toHaveLength(2);
  });

  it('counts a short page as the last one when a proxy dropped X-Total-Count', async () => {
    const { dataProvider } = apiAnswering({ body: [{ id: 'p51' }, { id: 'p52' }] });
    const page = await dataProvider.getList('payments', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(52);
  });

  it('leaves the sort to the server when none is named, or only react-admin’s default (id)', () => {
    expect(pagedQuery({ pagination: { page: 1, perPage: 200 }, sort: { field: '', order: 'ASC' } })).toEqual({
      _start: 0,
      _end: 200,
    });
    expect(pagedQuery({ pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' } })).toEqual({
      _start: 0,
      _end: 50,
    });
  });

  it('reads a whole list without paging parameters, its length being its total', async () => {
    const { dataProvider, requests } = apiAnswering({ body: [{ id: 'f1' }, { id: 'f2' }] });
    const features = await dataProvider.getList('comparison-features', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(features.total).toBe(2);
    expect(requests[0]?.url.search).toBe('');
  });

  it('fetches one record by its own route where the API has one', async () => {
    const { dataProvider, requests } = apiAnswering({ body: { id: 'm7', status: 'active' } });
    await expect(dataProvider.getOne('memberships', { id: 'm7' })).resolves.toEqual({
      data: { id: 'm7', status: 'active' },
    });
    expect(requests[0]?.url.pathname).toBe('/api/admin/memberships/m7');
  });

  it('looks a record without a route of its own up in the first page of the largest size, not the whole list', async () => {
    const { dataProvider, requests } = apiAnswering({ body: [{ id: 'n1' }, { id: 'n2' }] });
    await expect(dataProvider.getOne('newsletter-subscribers', { id: 'n2' })).resolves.toEqual({ data: { id: 'n2' } });
    expect(query(requests[0]!.url)).toEqual({ _start: '0', _end: '200' });
  });

  it('runs a membership’s staff action named in meta.action with its body', async () => {
    const { dataProvider, requests } = apiAnswering({ body: { id: 'm7', status: 'active' } });
    await dataProvider.update('memberships', {
      id: 'm7',
      data: { days: 7, reason: 'Office closed for repairs' },
      previousData: { id: 'm7' },
      meta: { action: 'extend' },
    });
    expect(requests[0]).toMatchObject({ method: 'POST' });
    expect(requests[0]?.url.pathname).toBe('/api/admin/memberships/m7/extend');
    expect(JSON.parse(requests[0]!.body)).toEqual({ days: 7, reason: 'Office closed for repairs' });
  });

  it('creates a staff booking and keeps it as its first row in full, so Manage Booking can open it from the cache', async () => {
    const created = {
      bookingGroupId: 'g1',
      bookingIds: ['b1'],
      reference: 'G1',
      status: 'confirmed',
      amountCents: 300000,
    };
    const row = { id: 'b1', date: '2026-12-02', time: '10:00', type: 'meeting-room', status: 'confirmed' };
    const { dataProvider, requests } = apiAnswering({ body: created }, { body: row });
    const body = { spaceId: 's1', dates: ['2026-12-02'], slots: ['10:00'], paymentKind: 'cash' };
    await expect(dataProvider.create('bookings', { data: body })).resolves.toEqual({ data: { ...row, ...created } });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/admin/bookings',
      'GET /api/admin/bookings/b1',
    ]);
    expect(JSON.parse(requests[0]!.body)).toEqual(body);
  });

  it('moves a booking and prices a staff booking through their own routes', async () => {
    const { dataProvider, requests } = apiAnswering({ body: { id: 'b1', time: '14:00' } }, { body: { totalCents: 1 } });
    await dataProvider.moveBooking('b1', { time: '14:00' });
    await dataProvider.quoteStaffBooking({ spaceId: 's1', dates: ['2026-12-02'], slots: ['10:00'] });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/admin/bookings/b1/move',
      'POST /api/admin/bookings/quote',
    ]);
    expect(JSON.parse(requests[0]!.body)).toEqual({ time: '14:00' });
  });

  it('reads and saves the staff notification addresses as one record, sending the nine lists only', async () => {
    const lists = {
      tours: [],
      paidBookings: [],
      cancellations: [],
      refunds: [],
      memberships: [],
      failedRenewals: [],
      privacy: [],
      applications: ['hr@syokimau.co.ke'],
      contacts: [],
    };
    const saved = { ...lists, defaultAddress: 'staff@syokimau.co.ke' };
    const { dataProvider, requests } = apiAnswering({ body: saved }, { body: saved });
    const { data } = await dataProvider.getOne('staff-notifications', { id: 'staff-notifications' });
    expect(data).toEqual({ ...saved, id: 'staff-notifications' });
    await dataProvider.update('staff-notifications', { id: 'staff-notifications', data, previousData: data });
    expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'GET /api/admin/settings/staff-notifications',
      'PUT /api/admin/settings/staff-notifications',
    ]);
    expect(JSON.parse(requests[1]!.body)).toEqual(lists);
  });

  it('lists, reads, creates, changes and deletes promo codes over their own routes', async () => {
    const code = { id: 'pc1', code: 'SAVE10', percentOff: 10 };
    const { dataProvider, requests } = apiAnswering(
      { body: [code], headers: { 'X-Total-Count': '31' } },
      { body: code },
      { body: code },
      { body: { ...code, active: false } },
      { body: null },
    );
    const page = await dataProvider.getList('promo-codes', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'validTo', order: 'ASC' },
      filter: { q: ' save ', active: 'false' },
    });
    expect(page).toEqual({ data: [code], total: 31 });
    expect(query(requests[0]!.url)).toEqual({
      _start: '25',
      _end: '50',
      _sort: 'validTo',
      _order: 'ASC',
      q: 'save',
      active: 'false',
    });
    await expect(dataProvider.getOne('promo-codes', { id: 'pc1' })).resolves.toEqual({ data: code });
    await dataProvider.create('promo-codes', { data: { code: 'SAVE10', percentOff: 10 } });
    await dataProvider.update('promo-codes', { id: 'pc1', data: { active: false }, previousData: code });
    await dataProvider.delete('promo-codes', { id: 'pc1', previousData: code });
    expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'GET /api/admin/promo-codes',
      'GET /api/admin/promo-codes/pc1',
      'POST /api/admin/promo-codes',
      'PUT /api/admin/promo-codes/pc1',
      'DELETE /api/admin/promo-codes/pc1',
    ]);
    expect(JSON.parse(requests[3]!.body)).toEqual({ active: false });
  });

  it('refuses to delete a redeemed promo code with the server’s message', async () => {
    const message = 'SAVE10 has been redeemed 3 times: deactivate it instead';
    const { dataProvider } = apiAnswering({ body: { message }, status: 409 });
    await expect(dataProvider.delete('promo-codes', { id: 'pc1' })).rejects.toMatchObject({ status: 409, message });
  });

  it('lists, reads in full, adds, changes and deletes companies over their own routes', async () => {
    const company = { id: 'co1', name: 'Savannah Labs Ltd', kraPin: 'P051234567X', liveTeams: 1, seats: 3 };
    const detail = { ...company, teams: [], payments: [] };
    const { dataProvider, requests } = apiAnswering(
      { body: [company], headers: { 'X-Total-Count': '26' } },
      { body: detail },
      { body: detail, status: 201 },
      { body: { ...detail, phone: '+254712345678' } },
      { body: undefined, status: 204 },
    );
    const page = await dataProvider.getList('companies', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'seats', order: 'DESC' },
      filter: { q: ' p0512 ' },
    });
    expect(page).toEqual({ data: [company], total: 26 });
    expect(query(requests[0]!.url)).toEqual({ _start: '25', _end: '50', _sort: 'seats', _order: 'DESC', q: 'p0512' });
    await expect(dataProvider.getOne('companies', { id: 'co1', meta: { view: 'detail' } })).resolves.toEqual({
      data: detail,
    });
    await dataProvider.create('companies', { data: { name: 'Savannah Labs Ltd', billingEmail: 'a@b.co.ke' } });
    await dataProvider.update('companies', { id: 'co1', data: { phone: '+254712345678' }, previousData: company });
    await dataProvider.delete('companies', { id: 'co1', previousData: company });
    expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'GET /api/admin/companies',
      'GET /api/admin/companies/co1',
      'POST /api/admin/companies',
      'PUT /api/admin/companies/co1',
      'DELETE /api/admin/companies/co1',
    ]);
    expect(JSON.parse(requests[3]!.body)).toEqual({ phone: '+254712345678' });
  });

  it('refuses to delete a company with team memberships with the server’s message', async () => {
    const message =
      'Savannah Labs Ltd has team memberships, so it is kept for their receipts: change its details instead of deleting it.';
    const { dataProvider } = apiAnswering({ body: { message }, status: 409 });
    await expect(dataProvider.delete('companies', { id: 'co1' })).rejects.toMatchObject({ status: 409, message });
  });

  it('lists the waitlist with its filters and takes someone off it over its own routes', async () => {
    const entry = { id: 'w1', spaceId: 'room-1', date: '2026-12-04', time: '10:00', status: 'waiting', position: 2 };
    const { dataProvider, requests } = apiAnswering(
      { body: [entry], headers: { 'X-Total-Count': '41' } },
      { body: undefined, status: 204 },
    );
    const page = await dataProvider.getList('waitlist', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'date', order: 'ASC' },
      filter: { q: ' wanjiku ', status: 'waiting', spaceId: 'room-1', from: '2026-12-01', to: '', extra: undefined },
    });
    expect(page).toEqual({ data: [entry], total: 41 });
    expect(query(requests[0]!.url)).toEqual({
      _start: '25',
      _end: '50',
      _sort: 'date',
      _order: 'ASC',
      q: 'wanjiku',
      status: 'waiting',
      spaceId: 'room-1',
      from: '2026-12-01',
    });
    await expect(dataProvider.delete('waitlist', { id: 'w1', previousData: entry })).resolves.toEqual({
      data: { id: 'w1' },
    });
    expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'GET /api/admin/waitlist',
      'DELETE /api/admin/waitlist/w1',
    ]);
  });

  it('refuses to take a booked person off the waitlist with the server’s message', async () => {
    const message = 'Wanjiku Kamau has already booked this slot';
    const { dataProvider } = apiAnswering({ body: { message }, status: 409 });
    await expect(dataProvider.delete('waitlist', { id: 'w1' })).rejects.toMatchObject({ status: 409, message });
  });

  it('reads a report as one record named after it, with the filters it takes from meta.filters', async () => {
    const report = { from: '2026-10-05', to: '2026-10-18', instances: 2, cells: [] };
    const { dataProvider, requests } = apiAnswering(
      { body: report },
      { body: { periods: [] } },
      { body: { from: '2026-10-05', to: '2026-10-18', routes: [] } },
    );
    const filters = {
      from: '2026-10-05',
      to: '2026-10-18',
      spaceType: 'meeting-room' as const,
      interval: 'week' as const,
    };
    const { data } = await dataProvider.getOne('reports', { id: 'occupancy-by-hour', meta: { filters } });
    expect(data).toEqual({ ...report, id: 'occupancy-by-hour' });
    await dataProvider.getOne('reports', { id: 'tours', meta: { filters } });
    // Core Web Vitals take the range and a device, not the spaces' filters.
    await dataProvider.getOne('reports', { id: 'web-vitals', meta: { filters: { ...filters, device: 'mobile' } } });
    expect(requests.map(({ url }) => `${url.pathname}?${url.searchParams.toString()}`)).toEqual([
      '/api/admin/reports/occupancy-by-hour?from=2026-10-05&to=2026-10-18&spaceType=meeting-room',
      '/api/admin/reports/tours?from=2026-10-05&to=2026-10-18&spaceType=meeting-room&interval=week',
      '/api/admin/reports/web-vitals?from=2026-10-05&to=2026-10-18&device=mobile',
    ]);
    await expect(dataProvider.getOne('reports', { id: 'nonsense' })).rejects.toThrow(/no getOne nonsense/);
  });
});
