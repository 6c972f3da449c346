import { formatVenueDate } from '../../ui/format';
import { canCancelGuest, guestStatusText, invitedGuestText } from './guest-text';

describe('the guests list', () => {
  it('names each status as the member says it', () => {
    expect(guestStatusText('invited')).toBe('Invited');
    expect(guestStatusText('checked-in')).toBe('Checked in');
    expect(guestStatusText('cancelled')).toBe('Cancelled');
  });

  it('offers Cancel only for an invitation to a later day (cancelling on the day gives nothing back)', () => {
    expect(canCancelGuest({ status: 'invited', date: '2026-12-04' }, '2026-12-03')).toBe(true);
    expect(canCancelGuest({ status: 'invited', date: '2026-12-03' }, '2026-12-03')).toBe(false);
    expect(canCancelGuest({ status: 'checked-in', date: '2026-12-04' }, '2026-12-03')).toBe(false);
    expect(canCancelGuest({ status: 'cancelled', date: '2026-12-04' }, '2026-12-03')).toBe(false);
  });

  it('announces who is invited for which day and the code their pass carries', () => {
    const guest = { firstName: 'Otieno', lastName: 'Ouma', date: '2026-12-04', checkInCode: 'K7QM-3XPA' };
    expect(invitedGuestText(guest, formatVenueDate)).toBe(
      'Otieno Ouma is invited for Fri, 4 Dec 2026. We have e-mailed them the guest pass with check-in code K7QM-3XPA.',
    );
  });
});
