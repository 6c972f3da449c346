import { venueInstant } from '@coworking/domain';
import { BookingsService } from '../../src/modules/booking/bookings.service.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';
import { CONTACT, futureWeekday, makeSpace } from './support.js';
import { Transaction } from '../../src/common/database/transaction.js';

interface SpaceBody {
  id: string;
  name: string;
  number: number;
  displayOrder: number;
  rate: string;
  isActive: boolean;
  isAvailable: boolean;
  availabilityCapacity: number;
  amenities: string[];
}

describe('managing spaces, instances and the calendar', () => {
  let testApp: TestApp;
  let root: Session;
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await root.request(method, path, body);
    return { status: response.status, body: (response.status === 204 ? undefined : await response.json()) as T };
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  it('creates a space with the form’s defaults, auto-numbered, with one instance per availability capacity', async () => {
    const created = await call<SpaceBody>('POST', '/admin/spaces', {
      name: 'Quiet desks',
      rate: '1,500',
      availabilityCapacity: 3,
      number: '',
      displayOrder: '',
      amenities: [' WiFi ', 'WiFi', '', 'Coffee'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      rate: '1500.00',
      number: 1,
      displayOrder: 1,
      isActive: true,
      isAvailable: true,
      availabilityCapacity: 3,
      amenities: ['WiFi', 'Coffee'],
    });
    const second = await call<SpaceBody>('POST', '/admin/spaces', {
      name: 'Boardroom',
      type: 'meeting-room',
      billingCycle: 'hourly',
      rate: 3000,
    });
    expect(second.body).toMatchObject({ number: 2, displayOrder: 2, amenities: ['WiFi', 'Power outlets'] });
    const instances = await call<{ label: string; instanceNumber: number }[]>(
      'GET',
      `/admin/space-instances/${created.body.id}`,
    );
    expect(instances.body.map((instance) => instance.label)).toEqual(['Desk 1', 'Desk 2', 'Desk 3']);
  });

  it('applies the admin form rules with their messages', async () => {
    expect((await call<{ message: string }>('POST', '/admin/spaces', { name: 'No rate' })).body.message).toBe(
      'Rate is required',
    );
    expect(
      (await call<{ message: string }>('POST', '/admin/spaces', { name: 'Bad rate', rate: 'lots' })).body.message,
    ).toBe('Rate must be an amount in KES, e.g. 25000 or 1500.50');
    expect(
      (
        await call<{ message: string }>('POST', '/admin/spaces', {
          name: 'Ghost',
          rate: '100',
          isActive: false,
          isAvailable: true,
        })
      ).body.message,
    ).toBe('Inactive spaces cannot be available for booking');
    expect(
      (await call<{ message: string }>('POST', '/admin/spaces', { name: 'Tiny', rate: '100', capacity: 0 })).body
        .message,
    ).toBe('Capacity must be at least 1');
    const blankCapacity = await call<SpaceBody & { capacity: number }>('POST', '/admin/spaces', {
      name: 'Blank capacity',
      rate: '100',
      capacity: '',
    });
    expect(blankCapacity.body.capacity).toBe(1);
  });

  it('turns Available off when a space is made inactive, and resizes its instances', async () => {
    const space = (
      await call<SpaceBody>('POST', '/admin/spaces', { name: 'Resizable', rate: '100', availabilityCapacity: 2 })
    ).body;
    const inactive = await call<SpaceBody>('PUT', `/admin/spaces/${space.id}`, { isActive: false });
    expect(inactive.body).toMatchObject({ isActive: false, isAvailable: false });
    const grown = await call<SpaceBody>('PUT', `/admin/spaces/${space.id}`, {
      availabilityCapacity: 4,
      isActive: true,
      isAvailable: true,
    });
    expect(grown.body).toMatchObject({ availabilityCapacity: 4, isAvailable: true });
    expect((await call<unknown[]>('GET', `/admin/space-instances/${space.id}`)).body).toHaveLength(4);
    await call('PUT', `/admin/spaces/${space.id}`, { availabilityCapacity: 1 });
    expect((await call<unknown[]>('GET', `/admin/space-instances/${space.id}`)).body).toHaveLength(1);
  });

  it('shows when each instance was last used: the start of its latest booking that has begun', async () => {
    const { space } = await makeSpace(testApp.em(), { name: 'Focus pods', type: 'phone-booth' });
    const lastUsed = async () =>
      (await call<{ lastUsed: string | null }[]>('GET', `/admin/space-instances/${space.id}`)).body[0].lastUsed;
    expect(await lastUsed()).toBeNull();
    const date = futureWeekday();
    const group = await testApp
      .em()
      .transactional((em) =>
        testApp.app
          .get(BookingsService)
          .createGroup(
            new Transaction(em),
            { spaceId: space.id, dates: [date], slots: ['10:00', '14:00'], contact: CONTACT },
            'confirmed',
          ),
      );
    // Booked but not begun: not used yet.
    expect(await lastUsed()).toBeNull();
    // The same two bookings thirty days earlier: both have begun, and the later one is the last use.
    await testApp
      .em()
      .execute(
        `update space_instance_assignments set start_at = start_at - interval '30 days', end_at = end_at - interval '30 days' where booking_id in (?)`,
        [group.bookings.map((booking) => booking.id)],
      );
    expect(new Date((await lastUsed())!)).toEqual(
      new Date(venueInstant(date, '14:00').getTime() - 30 * 24 * 60 * 60 * 1000),
    );
  });

  it('adds, relabels and deactivates instances; inactive ones get no new bookings', async () => {
    const space = (
      await call<SpaceBody>('POST', '/admin/spaces', {
        name: 'Phone booths',
        type: 'phone-booth',
        billingCycle: 'hourly',
        rate: '400',
        availabilityCapacity: 1,
      })
    ).body;
    const added = await call<{ id: string; instanceNumber: number; label: string }>('POST', '/admin/space-instances', {
      spaceId: space.id,
      label: 'Booth by the window',
    });
    expect(added.body).toMatchObject({ instanceNumber: 2, label: 'Booth by the window' });
    expect(
      (await call<{ message: string }>('POST', '/admin/space-instances', { spaceId: space.id, label: ' ' })).body
        .message,
    ).toBe('Instance label is required');
    const [first] = (await call<{ id: string }[]>('GET', `/admin/space-instances/${space.id}`)).body;
    expect(
      (await call<{ isActive: boolean }>('PATCH', `/admin/space-instances/${first.id}`, { isActive: false })).body
        .isActive,
    ).toBe(false);

    const date = futureWeekday();
    const bookings = testApp.app.get(BookingsService);
    const group = await testApp
      .em()
      .transactional((em) =>
        bookings.createGroup(
          new Transaction(em),
          { spaceId: space.id, dates: [date], slots: ['10:00'], contact: CONTACT },
          'confirmed',
        ),
      );
    const calendar = await call<
      { instanceId: string; startAt: string; booking: { id: string; status: string }; user: { firstName: string } }[]
    >('GET', `/admin/space-assignments/${space.id}?startDate=${date}&endDate=${date}`);
    expect(calendar.body).toEqual([
      expect.objectContaining({
        instanceId: added.body.id,
        startAt: `${date}T10:00:00.000+03:00`,
        booking: expect.objectContaining({ id: group.bookings[0].id, status: 'confirmed' }),
        user: { firstName: 'Wanjiku' },
      }),
    ]);
    expect(
      (
        await call<{ message: string }>(
          'GET',
          `/admin/space-assignments/${space.id}?startDate=${date}&endDate=2020-01-01`,
        )
      ).status,
    ).toBe(400);

    // A space with upcoming bookings cannot be deleted; a cancelled booking no longer blocks it.
    expect((await call<{ message: string }>('DELETE', `/admin/spaces/${space.id}`)).body.message).toBe(
      'This space has 1 upcoming booking. Cancel it first, or make the space inactive.',
    );
    expect((await call('PUT', `/admin/bookings/${group.bookings[0].id}`, { status: 'cancelled' })).status).toBe(200);
    expect((await call('DELETE', `/admin/spaces/${space.id}`)).status).toBe(204);
  });
});
