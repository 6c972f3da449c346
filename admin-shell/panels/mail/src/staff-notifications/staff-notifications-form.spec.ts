import {
  staffNotificationsBody,
  staffNotificationsFieldErrors,
  staffNotificationsFormValues,
  validateStaffNotificationsForm,
  type StaffNotificationsFormValues,
} from './staff-notifications-form';

const none: StaffNotificationsFormValues = {
  tours: [],
  paidBookings: [],
  cancellations: [],
  refunds: [],
  memberships: [],
  failedRenewals: [],
  privacy: [],
  applications: [],
  contacts: [],
};

describe('staff notification addresses', () => {
  it('saves every kind, empty ones included, so they go back to the default address', () => {
    const body = staffNotificationsBody({ ...none, applications: ['hr@syokimau.co.ke'] });
    expect(body).toEqual({ ...none, applications: ['hr@syokimau.co.ke'] });
  });

  it('reads the saved record without the default address', () => {
    const values = staffNotificationsFormValues({ ...none, tours: ['desk@syokimau.co.ke'] });
    expect(values.tours).toEqual(['desk@syokimau.co.ke']);
    expect(Object.keys(values)).toHaveLength(9);
  });

  it('accepts real addresses and empty kinds', () => {
    expect(
      validateStaffNotificationsForm({ ...none, applications: ['hr@syokimau.co.ke', 'Jane.Doe+jobs@example.com'] }),
    ).toEqual({});
  });

  it('names the address the server would refuse, under its kind', () => {
    // Addresses the simple contact-form pattern lets through but the server's IsEmail does not.
    expect(validateStaffNotificationsForm({ ...none, contacts: ['ok@example.com', 'front desk@example.com'] })).toEqual(
      { contacts: '“front desk@example.com” is not an e-mail address' },
    );
    expect(validateStaffNotificationsForm({ ...none, refunds: ['accounts@syokimau.c'] }).refunds).toBe(
      '“accounts@syokimau.c” is not an e-mail address',
    );
    expect(validateStaffNotificationsForm({ ...none, tours: ['reception'] }).tours).toMatch(/not an e-mail address/);
  });

  it('allows ten addresses per kind, not eleven', () => {
    const addresses = (count: number) => Array.from({ length: count }, (_, n) => `staff${n}@syokimau.co.ke`);
    expect(validateStaffNotificationsForm({ ...none, tours: addresses(10) })).toEqual({});
    expect(validateStaffNotificationsForm({ ...none, tours: addresses(11) }).tours).toBe(
      'At most 10 addresses; remove 1',
    );
  });

  it("puts the server's messages under the kind they name", () => {
    expect(
      staffNotificationsFieldErrors({
        'applications.0': 'Each address for job applications must be an e-mail address',
        unknown: 'ignored',
      }),
    ).toEqual([['applications', 'Each address for job applications must be an e-mail address']]);
  });
});
