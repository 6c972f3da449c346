import type { MembershipPlan } from 'admin-kit';
import {
  allowanceNumber,
  featurePreview,
  planAllowanceText,
  planBody,
  planFormValues,
  validatePlanForm,
} from './plan-form';

const named = { ...planFormValues(), name: 'Flexible' };

describe('membership plan form', () => {
  it('starts a new plan with the spec defaults', () => {
    expect(planFormValues()).toMatchObject({
      price: '25000',
      period: 'monthly',
      features: ['WiFi Access', '24/7 Access'],
      isActive: true,
      isAvailable: true,
    });
  });

  it('requires a price', () => {
    expect(validatePlanForm({ ...planFormValues(), name: 'Flexible', price: '' }).price).toBe('Price is required');
  });

  it('refuses an inactive plan that is available', () => {
    expect(validatePlanForm({ ...planFormValues(), name: 'Flexible', isActive: false }).isAvailable).toBe(
      'Inactive membership plans cannot be available for booking',
    );
  });

  it('sends blanks as unset', () => {
    expect(planBody({ ...planFormValues(), name: ' Flexible ', promoText: ' ' })).toMatchObject({
      name: 'Flexible',
      promoText: null,
      description: null,
      number: undefined,
    });
  });

  it('previews three features and counts the rest', () => {
    expect(featurePreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
    expect(featurePreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more features' });
  });

  it('starts a new plan with no allowance', () => {
    expect(planFormValues()).toMatchObject({
      deskDaysPerPeriod: '0',
      unlimitedDeskDays: false,
      meetingRoomHoursPerPeriod: '0',
      guestPassesPerPeriod: '0',
      memberDiscountPercent: '0',
    });
  });
});

describe('plan allowance fields', () => {
  it('accepts whole numbers within the API bounds, and blank as none', () => {
    expect(allowanceNumber('', 1000)).toBe(0);
    expect(allowanceNumber(' 12 ', 1000)).toBe(12);
    expect(allowanceNumber('1000', 1000)).toBe(1000);
    expect(allowanceNumber('1001', 1000)).toBeNull();
    expect(allowanceNumber('-1', 1000)).toBeNull();
    expect(allowanceNumber('1.5', 1000)).toBeNull();
    expect(allowanceNumber('ten', 1000)).toBeNull();
  });

  it('refuses counts that are not whole numbers from 0 to 1000', () => {
    const errors = validatePlanForm({
      ...named,
      deskDaysPerPeriod: '2.5',
      meetingRoomHoursPerPeriod: '1001',
      guestPassesPerPeriod: '-3',
    });
    expect(errors.deskDaysPerPeriod).toBe('Desk days must be a whole number from 0 to 1000');
    expect(errors.meetingRoomHoursPerPeriod).toBe('Meeting-room hours must be a whole number from 0 to 1000');
    expect(errors.guestPassesPerPeriod).toBe('Guest passes must be a whole number from 0 to 1000');
  });

  it('refuses a member discount above 100 percent', () => {
    expect(validatePlanForm({ ...named, memberDiscountPercent: '101' }).memberDiscountPercent).toBe(
      'Member discount must be a whole number from 0 to 100 (percent)',
    );
    expect(validatePlanForm({ ...named, memberDiscountPercent: '100' })).toEqual({});
  });

  it('does not check the desk-day count while desk days are unlimited (the field is disabled)', () => {
    expect(validatePlanForm({ ...named, unlimitedDeskDays: true, deskDaysPerPeriod: 'x' })).toEqual({});
    expect(validatePlanForm({ ...named, unlimitedDeskDays: false, deskDaysPerPeriod: 'x' }).deskDaysPerPeriod).toBe(
      'Desk days must be a whole number from 0 to 1000',
    );
  });

  it('sends the allowance as numbers, blanks as 0', () => {
    expect(
      planBody({
        ...named,
        deskDaysPerPeriod: '12',
        meetingRoomHoursPerPeriod: '',
        guestPassesPerPeriod: ' 5 ',
        memberDiscountPercent: '10',
      }),
    ).toMatchObject({
      deskDaysPerPeriod: 12,
      unlimitedDeskDays: false,
      meetingRoomHoursPerPeriod: 0,
      guestPassesPerPeriod: 5,
      memberDiscountPercent: 10,
    });
  });

  it('keeps the typed desk days with unlimited on, and sends unlimited', () => {
    expect(planBody({ ...named, unlimitedDeskDays: true, deskDaysPerPeriod: '8' })).toMatchObject({
      unlimitedDeskDays: true,
      deskDaysPerPeriod: 8,
    });
  });

  it('reads a stored plan back into the form', () => {
    const stored = {
      id: 'p1',
      name: 'Flexible',
      description: null,
      price: '15000.00',
      period: 'monthly',
      features: [],
      number: 2,
      displayOrder: 2,
      isActive: true,
      isAvailable: true,
      popular: false,
      isAdditional: false,
      promoText: null,
      deskDaysPerPeriod: 12,
      unlimitedDeskDays: false,
      meetingRoomHoursPerPeriod: 4,
      guestPassesPerPeriod: 5,
      memberDiscountPercent: 10,
    } as MembershipPlan;
    expect(planFormValues(stored)).toMatchObject({
      deskDaysPerPeriod: '12',
      meetingRoomHoursPerPeriod: '4',
      guestPassesPerPeriod: '5',
      memberDiscountPercent: '10',
    });
    expect(planAllowanceText(stored)).toEqual([
      '12 desk days a month',
      '4 meeting-room hours a month',
      '5 guest passes a month',
      '10% off extra bookings',
    ]);
  });
});
