import { bookingStartProblem, slotStartsFor } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/transaction.js';
import { ContactFields } from '../../common/entities/contact-fields.embeddable.js';
import { RateLimitService } from '../../common/rate-limits/rate-limit.service.js';
import { BusinessSettingsService } from '../../common/settings/business-settings.js';
import { StaffNotificationsService } from '../mail/admin-notices/staff-notifications.service.js';
import { Consents } from '../privacy/consents/consents.service.js';
import { MAIL_TEMPLATES } from '../mail/templates/default-templates.js';
import { BookingMailService } from './booking-mail.service.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import { BookingsRepository } from './bookings.repository.js';
import { type BookingContact } from './bookings.types.js';
import { SpaceBooking } from './entities/space-booking.entity.js';

/** The free 30-minute Tour & Consultation visitors ask for: a booking with no instance, pending until staff decide. */
@Injectable()
export class TourRequestsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly bookings: BookingsRepository,
    private readonly settings: BusinessSettingsService,
    private readonly limits: RateLimitService,
    private readonly staffNotices: StaffNotificationsService,
    private readonly bookingMail: BookingMailService,
    private readonly consents: Consents,
  ) {}

  /**
   * The free 30-minute tour: no instance, pending until staff confirm; the visitor and staff are told. A ticked SMS box
   * is recorded as the number's SMS consent with the tour, so staff's confirmation is also texted.
   */
  async requestTour(
    contact: BookingContact,
    date: string,
    time: string,
    notes: string | null,
    now: Date = new Date(),
    options: { smsConsent?: boolean } = {},
  ): Promise<SpaceBooking> {
    if (!slotStartsFor(date).includes(time) || time < '09:00' || time > '17:00')
      throw BOOKING_ERRORS.tourOutsideHours();
    const { bookAheadDays } = await this.settings.get();
    const problem = bookingStartProblem('tour', { dates: [date], times: [time] }, bookAheadDays, now);
    if (problem) throw BOOKING_ERRORS.startNotBookable(problem);
    const tour = new SpaceBooking('tour', date, time);
    // A tour is a group of one, so its manage link works like a space booking's.
    Object.assign(tour, { contact: new ContactFields(contact), notes, duration: 1, bookingGroupId: tour.id });
    const acknowledge = await this.limits.allows('visitor-acknowledgements', { email: contact.email });
    const staged = await this.unitOfWork.run(async (tx) => {
      this.bookings.add(tx, tour);
      if (options.smsConsent)
        this.consents.record(tx, {
          channel: 'sms',
          granted: true,
          phone: contact.phone,
          email: contact.email,
          source: 'tour-form',
        });
      const staff = this.bookingMail.stage(tx, {
        template: MAIL_TEMPLATES.tourRequestedStaff,
        to: await this.staffNotices.recipientFor(tx, 'tours'),
        variables: { ...contact, date, time, notes },
      });
      if (!acknowledge) return [staff];
      // The visitor's notes are theirs to tell staff, never text the business sends to the address they typed.
      const visitor = this.bookingMail.stage(tx, {
        template: MAIL_TEMPLATES.tourRequested,
        to: contact.email,
        variables: { firstName: contact.firstName, date, time, manageUrl: this.bookingMail.manageUrl(tx, [tour]) },
      });
      return [visitor, staff];
    });
    await this.bookingMail.dispatch(staged);
    return tour;
  }
}
