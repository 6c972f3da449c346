import { addVenueDays, formatCheckInCode, venueNow } from '@coworking/domain';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock.js';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { SmsService } from '../../sms/sms.service.js';
import { SMS_TEMPLATES } from '../../sms/templates/default-sms-templates.js';
import { TOUR_TITLE } from '../booking-mail.js';
import { BookingRemindersRepository } from './booking-reminders.repository.js';

/** From this hour (Nairobi time) the next day's visits are reminded. */
export const REMINDER_HOUR = 18;
/** How often the worker looks (the `booking-sms-reminders` job scheduler): reminders go out by 18:15. */
export const REMINDERS_EVERY_MS = 15 * 60 * 1000;

/**
 * Worker: the evening before, a reminder SMS for each confirmed visit of the next day (a booking group on a date, to
 * its contact's phone with SMS consent). Each run after 18:00 Nairobi time stages what is not sent yet; a visit is
 * reminded once (the outbox's once-only key), however many runs or workers see it.
 */
@Injectable()
export class BookingSmsReminders {
  private readonly logger = new Logger('BookingSmsReminders');

  constructor(
    private readonly visits: BookingRemindersRepository,
    private readonly sms: SmsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** How many reminders this run staged. */
  async run(): Promise<number> {
    const { date: today, hour } = venueNow(this.clock.now());
    if (hour < REMINDER_HOUR) return 0;
    const tomorrow = addVenueDays(today, 1);
    let staged = 0;
    for (const visit of await this.visits.visitsOn(tomorrow)) {
      const row = await this.unitOfWork.run((tx) =>
        this.sms.stage(tx, {
          to: visit.phone,
          template: SMS_TEMPLATES.bookingReminder,
          variables: {
            firstName: visit.first_name,
            spaceTitle: visit.type === 'tour' ? TOUR_TITLE : (visit.space_name ?? 'Your booking'),
            date: visit.date,
            time: visit.times,
            checkInCode: visit.check_in_code ? formatCheckInCode(visit.check_in_code) : '',
          },
          once: `booking-reminder:${visit.group_id}:${visit.date}`,
        }),
      );
      if (row) staged++;
      await this.sms.dispatch([row]);
    }
    if (staged > 0) this.logger.log(`Staged ${staged} reminder SMS for ${tomorrow}`);
    return staged;
  }
}
