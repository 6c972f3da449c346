import {
  CANCEL_FORM,
  cancelBody,
  compBody,
  EXTEND_FORM,
  extendBody,
  validateCancelForm,
  validateExtendForm,
  validateReasonForm,
} from './membership-forms';

describe('membership staff forms', () => {
  it('requires a reason of 3 to 500 characters for every action', () => {
    expect(validateReasonForm({ reason: 'Won the raffle' })).toEqual({});
    expect(validateReasonForm({ reason: ' ok ' }).reason).toBe('Please give a reason (at least 3 characters)');
    expect(validateCancelForm(CANCEL_FORM).reason).toBe('Please give a reason (at least 3 characters)');
    expect(validateReasonForm({ reason: 'x'.repeat(501) }).reason).toBe('The reason must be at most 500 characters');
  });

  it('extends by 1 to 366 whole days', () => {
    const valid = { days: '10', reason: 'Closed for repairs' };
    expect(validateExtendForm(valid)).toEqual({});
    expect(validateExtendForm({ ...valid, days: ' ' }).days).toBe('Enter the number of days to add');
    expect(validateExtendForm({ ...valid, days: '1.5' }).days).toBe('Enter a whole number of days');
    expect(validateExtendForm({ ...valid, days: '-3' }).days).toBe('Enter a whole number of days');
    expect(validateExtendForm({ ...valid, days: '0' }).days).toBe('Add 1 to 366 days');
    expect(validateExtendForm({ ...valid, days: '367' }).days).toBe('Add 1 to 366 days');
    expect(validateExtendForm({ ...EXTEND_FORM }).reason).toBe('Please give a reason (at least 3 characters)');
  });

  it('asks for a prorated refund only when the box is ticked by an admin who may refund', () => {
    const ticked = { reason: '  Relocating ', refundUnusedDays: true };
    expect(cancelBody(ticked, true)).toEqual({ reason: 'Relocating', refund: 'prorated' });
    expect(cancelBody(ticked, false)).toEqual({ reason: 'Relocating', refund: 'none' });
    expect(cancelBody({ ...ticked, refundUnusedDays: false }, true)).toEqual({ reason: 'Relocating', refund: 'none' });
  });

  it('sends days as a number and reasons trimmed', () => {
    expect(extendBody({ days: ' 14 ', reason: ' Goodwill ' })).toEqual({ days: 14, reason: 'Goodwill' });
    expect(compBody({ reason: ' Raffle prize ' })).toEqual({ reason: 'Raffle prize' });
  });
});
