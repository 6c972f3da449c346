import { DEFAULT_CANCELLATION_POLICY } from '@coworking/domain';
import { CALENDAR_INVITE, drawCalendarInvite } from '../mail/calendar/calendar-invite.js';
import { AttachmentDrawers } from '../mail/delivery/attachment-drawers.js';
import { bookingConfirmationMail } from './booking-mail.js';
import { CHECK_IN_QR, checkInQrPng } from './check-in/check-in-qr.js';
import { SpaceBooking } from './entities/space-booking.entity.js';
import { type Space } from './entities/space.entity.js';

const boardroom = { name: 'Boardroom', billingCycle: 'hourly', isActive: true, isAvailable: true } as Space;

describe('the booking confirmation e-mail', () => {
  it('carries the check-in code, its QR code as an inline image, and each event with its UID and SEQUENCE', async () => {
    const row = Object.assign(new SpaceBooking('meeting-room', '2026-12-04', '10:00'), {
      space: boardroom,
      status: 'confirmed',
      scheduleSequence: 3,
      contact: { firstName: 'Wanjiku', lastName: 'Kamau', email: 'wanjiku@example.com', phone: null },
    });
    const mail = bookingConfirmationMail([row], 'https://example.com/m', DEFAULT_CANCELLATION_POLICY, 'K7QM3XPA');
    expect(mail.variables).toMatchObject({ checkInCode: 'K7QM-3XPA', checkInQr: 'cid:check-in-code' });
    // As the worker sends it: the calendar and the QR code are drawn then, from what the outbox row keeps.
    const drawers = new AttachmentDrawers();
    drawers.register(CHECK_IN_QR, checkInQrPng);
    drawers.register(CALENDAR_INVITE, drawCalendarInvite);
    const [ics, qr] = await drawers.filesOf(mail.attachments!);
    expect(qr).toMatchObject({ contentType: 'image/png', contentId: 'check-in-code' });
    expect(Buffer.from(qr.content, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    const calendar = Buffer.from(ics.content, 'base64').toString('utf8');
    expect(calendar).toContain(`UID:${row.id}@syokimau-coworking`);
    expect(calendar).toMatch(/SEQUENCE:3\r?\n/);
  });
});
