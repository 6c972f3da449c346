import {
  businessSettingsBody,
  businessSettingsFormValues,
  settingsFieldErrors,
  validateBusinessSettingsForm,
} from './business-settings-form';
import type { BusinessSettings } from './payment-types';

const settings: BusinessSettings = {
  businessName: 'Syokimau Coworking Hub',
  address: 'EENS Business Park, Syokimau',
  kraPin: null,
  vatRegistered: true,
  vatRatePercent: 16,
  cancellation: { hourlyHoursBefore: 2, dailyHoursBefore: 24, monthlyDaysBefore: 7 },
  membershipGraceDays: 7,
  bookAheadDays: 180,
};

describe('business settings form', () => {
  it('round-trips the stored settings', () => {
    const values = businessSettingsFormValues(settings);
    expect(values).toMatchObject({ kraPin: '', vatRatePercent: '16', dailyHoursBefore: '24' });
    expect(validateBusinessSettingsForm(values)).toEqual({});
    expect(businessSettingsBody(values)).toEqual(settings);
  });

  it('sends a typed KRA PIN upper-cased and a blank one as none', () => {
    const values = { ...businessSettingsFormValues(settings), kraPin: ' p051234567x ' };
    expect(businessSettingsBody(values).kraPin).toBe('P051234567X');
  });

  it('refuses blanks and numbers that are not numbers, leaving limits to the server', () => {
    const values = {
      ...businessSettingsFormValues(settings),
      businessName: ' ',
      vatRatePercent: '16%',
      hourlyHoursBefore: '1.5',
      monthlyDaysBefore: '',
      membershipGraceDays: 'a week',
      bookAheadDays: '6 months',
    };
    expect(validateBusinessSettingsForm(values)).toEqual({
      businessName: 'Business name is required',
      vatRatePercent: 'VAT rate must be a number, e.g. 16',
      hourlyHoursBefore: 'Must be a whole number',
      monthlyDaysBefore: 'Must be a whole number',
      membershipGraceDays: 'Must be a whole number',
      bookAheadDays: 'Must be a whole number',
    });
    expect(validateBusinessSettingsForm({ ...businessSettingsFormValues(settings), vatRatePercent: '16.5' })).toEqual(
      {},
    );
  });

  it('puts the server’s messages under the fields, nested ones included', () => {
    expect(
      settingsFieldErrors({
        kraPin: 'KRA PIN must be a letter, nine digits and a letter, like P051234567X',
        'cancellation.dailyHoursBefore': 'Hours before a day pass must be at most 720 (30 days)',
        somethingElse: 'ignored',
      }),
    ).toEqual([
      ['kraPin', 'KRA PIN must be a letter, nine digits and a letter, like P051234567X'],
      ['dailyHoursBefore', 'Hours before a day pass must be at most 720 (30 days)'],
    ]);
    expect(settingsFieldErrors(undefined)).toEqual([]);
  });
});
