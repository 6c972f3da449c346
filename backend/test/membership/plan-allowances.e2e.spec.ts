import { demoPlans } from '../../src/database/seeders/demo-content.js';
import { MembershipPlan } from '../../src/modules/membership/entities/membership-plan.entity.js';
import { createTestApp, ROOT, type Session, signIn, type TestApp } from '../support/test-app.js';

interface PlanBody {
  id: string;
  name: string;
  isAdditional: boolean;
  features: string[];
  deskDaysPerPeriod: number;
  unlimitedDeskDays: boolean;
  meetingRoomHoursPerPeriod: number;
  guestPassesPerPeriod: number;
  memberDiscountPercent: number;
}

const NOTHING_INCLUDED = {
  deskDaysPerPeriod: 0,
  unlimitedDeskDays: false,
  meetingRoomHoursPerPeriod: 0,
  guestPassesPerPeriod: 0,
  memberDiscountPercent: 0,
};

/** The allowance a plan's feature texts promise, read the way a visitor reads them. */
function allowanceFromTexts(features: string[]) {
  const text = features.join(' | ').toLowerCase();
  const number = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  return {
    deskDays: number(/(\d+) days? hot desk/) || (/hot desk for the day/.test(text) ? 1 : 0),
    // Round-the-clock entry, a desk of one's own or an office: no count of desk days.
    unlimitedDesk: /unlimited hot desk|dedicated desk|24\/7 access/.test(text),
    meetingRoomHours: number(/(\d+) meeting room hours/),
    guestPasses: number(/(\d+) guest passes/),
  };
}

describe('plan allowances: what a plan includes each period, on the plan API', () => {
  let testApp: TestApp;
  let root: Session;
  const admin = async <T>(method: string, path: string, body?: unknown) => {
    const response = await root.request(method, path, body);
    return { status: response.status, body: (await response.json()) as T };
  };
  const publicPlans = async () => (await (await fetch(`${testApp.api}/membership-plans`)).json()) as PlanBody[];

  beforeAll(async () => {
    testApp = await createTestApp({ SEED_DEMO: 'true' });
    root = await signIn(testApp.api, ROOT.username, ROOT.password);
  });
  afterAll(() => testApp.close());

  it('includes nothing when a plan is made without allowance fields, and says so in every plan answer', async () => {
    const created = await admin<PlanBody>('POST', '/admin/membership-plans', { name: 'Evenings', price: '4000' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(NOTHING_INCLUDED);
    expect(await testApp.em().findOneOrFail(MembershipPlan, { id: created.body.id })).toMatchObject(NOTHING_INCLUDED);
    // Blank form fields are "not sent" too.
    const blank = await admin<PlanBody>('POST', '/admin/membership-plans', {
      name: 'Blank allowance',
      price: '4000',
      deskDaysPerPeriod: '',
      guestPassesPerPeriod: null,
    });
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject(NOTHING_INCLUDED);
  });

  it('stores the allowance given on create and changes only the fields sent on update', async () => {
    const created = await admin<PlanBody>('POST', '/admin/membership-plans', {
      name: 'Ten Days',
      price: '9000',
      deskDaysPerPeriod: 10,
      meetingRoomHoursPerPeriod: '6',
      guestPassesPerPeriod: 2,
      memberDiscountPercent: 15,
    });
    expect(created.status).toBe(201);
    const tenDays = {
      deskDaysPerPeriod: 10,
      unlimitedDeskDays: false,
      meetingRoomHoursPerPeriod: 6,
      guestPassesPerPeriod: 2,
      memberDiscountPercent: 15,
    };
    expect(created.body).toMatchObject(tenDays);

    // The public list and the admin list answer the same fields.
    expect((await publicPlans()).find((plan) => plan.id === created.body.id)).toMatchObject(tenDays);
    const adminList = await admin<PlanBody[]>('GET', '/admin/membership-plans?_start=0&_end=100');
    expect(adminList.body.find((plan) => plan.id === created.body.id)).toMatchObject(tenDays);

    const updated = await admin<PlanBody>('PUT', `/admin/membership-plans/${created.body.id}`, {
      unlimitedDeskDays: true,
      memberDiscountPercent: 0,
    });
    expect(updated.status).toBe(200);
    const unlimited = { ...tenDays, unlimitedDeskDays: true, memberDiscountPercent: 0 };
    expect(updated.body).toMatchObject(unlimited);
    expect(await testApp.em().findOneOrFail(MembershipPlan, { id: created.body.id })).toMatchObject(unlimited);

    // Renaming the plan leaves its allowance as it is.
    const renamed = await admin<PlanBody>('PUT', `/admin/membership-plans/${created.body.id}`, { name: 'Ten+' });
    expect(renamed.body).toMatchObject({ name: 'Ten+', ...unlimited });
  });

  it('refuses allowances that are not whole numbers in range with a message naming the field', async () => {
    const desk = 'Desk days per period must be a whole number from 0 to 1000';
    const hours = 'Meeting-room hours per period must be a whole number from 0 to 1000';
    const guests = 'Guest passes per period must be a whole number from 0 to 1000';
    const discount = 'Member discount must be a whole percentage from 0 to 100';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ deskDaysPerPeriod: -1 }, 'deskDaysPerPeriod', desk],
      [{ deskDaysPerPeriod: 1001 }, 'deskDaysPerPeriod', desk],
      [{ deskDaysPerPeriod: 2.5 }, 'deskDaysPerPeriod', desk],
      [{ deskDaysPerPeriod: 'twelve' }, 'deskDaysPerPeriod', desk],
      [{ meetingRoomHoursPerPeriod: 5000 }, 'meetingRoomHoursPerPeriod', hours],
      [{ guestPassesPerPeriod: -3 }, 'guestPassesPerPeriod', guests],
      [{ memberDiscountPercent: 101 }, 'memberDiscountPercent', discount],
      [{ memberDiscountPercent: 12.5 }, 'memberDiscountPercent', discount],
      [{ unlimitedDeskDays: 'yes' }, 'unlimitedDeskDays', 'Unlimited desk days must be true or false'],
    ];
    const [plan] = await publicPlans();
    for (const [fields, field, message] of cases) {
      const created = await admin('POST', '/admin/membership-plans', { name: 'Bad', price: '100', ...fields });
      expect({ fields, status: created.status, body: created.body }).toEqual({
        fields,
        status: 400,
        body: { message, errors: { [field]: message } },
      });
      const updated = await admin('PUT', `/admin/membership-plans/${plan.id}`, fields);
      expect({ fields, status: updated.status, body: updated.body }).toEqual({
        fields,
        status: 400,
        body: { message, errors: { [field]: message } },
      });
    }
    // The limits themselves are allowed.
    const edges = await admin<PlanBody>('POST', '/admin/membership-plans', {
      name: 'Edges',
      price: '100',
      deskDaysPerPeriod: 1000,
      meetingRoomHoursPerPeriod: 0,
      guestPassesPerPeriod: 1000,
      memberDiscountPercent: 100,
    });
    expect(edges.status).toBe(201);
    expect(edges.body).toMatchObject({
      deskDaysPerPeriod: 1000,
      guestPassesPerPeriod: 1000,
      memberDiscountPercent: 100,
    });
    // Nothing refused was stored.
    expect(await testApp.em().count(MembershipPlan, { name: 'Bad' })).toBe(0);
  });

  it('gives the demo plans the allowance their feature texts promise', async () => {
    const plans = await publicPlans();
    const byName = new Map(plans.map((plan) => [plan.name, plan]));
    expect(byName.get('Flexible')).toMatchObject({
      deskDaysPerPeriod: 12,
      unlimitedDeskDays: false,
      meetingRoomHoursPerPeriod: 4,
      guestPassesPerPeriod: 1,
    });
    expect(byName.get('Full-Time Dedicated')).toMatchObject({
      unlimitedDeskDays: true,
      meetingRoomHoursPerPeriod: 8,
      guestPassesPerPeriod: 5,
    });
    for (const demo of demoPlans) {
      const plan = byName.get(demo.name)!;
      const promised = allowanceFromTexts(demo.features);
      expect({ name: demo.name, deskDays: plan.unlimitedDeskDays ? 'unlimited' : plan.deskDaysPerPeriod }).toEqual({
        name: demo.name,
        deskDays: promised.unlimitedDesk ? 'unlimited' : promised.deskDays,
      });
      if (promised.meetingRoomHours > 0)
        expect({ name: demo.name, hours: plan.meetingRoomHoursPerPeriod }).toEqual({
          name: demo.name,
          hours: promised.meetingRoomHours,
        });
      if (promised.guestPasses > 0)
        expect({ name: demo.name, guests: plan.guestPassesPerPeriod }).toEqual({
          name: demo.name,
          guests: promised.guestPasses,
        });
      // A plan whose texts sell meeting-room hours without a number includes some.
      if (/meeting room hours/i.test(demo.features.join(' ')))
        expect({ name: demo.name, hasHours: plan.meetingRoomHoursPerPeriod > 0 }).toEqual({
          name: demo.name,
          hasHours: true,
        });
    }
  });
});
