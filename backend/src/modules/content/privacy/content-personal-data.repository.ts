import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  changedRows,
  type PersonAddresses,
  personWhere,
  placeholders,
} from '../../../common/database/personal-data-sql.js';
import { entityManagerOf, type Transaction } from '../../../common/database/transaction.js';
import { newUnsubscribeToken } from '../entities/newsletter-subscription.entity.js';

type Row = Record<string, string | number | boolean | null>;

/** What content holds about a person (messages, applications, registrations, the newsletter), for export and erasure. */
@Injectable()
export class ContentPersonalDataRepository {
  constructor(private readonly em: EntityManager) {}

  async rows(tx: Transaction, person: PersonAddresses) {
    const em = entityManagerOf(tx);
    const both = personWhere({ email: 'x.email', phone: 'x.phone' }, person);
    const email = personWhere({ email: 'x.email' }, person);
    return {
      contactMessages: await em.execute<Row[]>(
        `select x.first_name as "firstName", x.last_name as "lastName", x.email, x.phone, x.subject, x.message,
           x.status, x.created_at as "sentAt", x.replied_at as "repliedAt" from contacts x where ${both.sql}
         order by x.created_at`,
        both.params,
      ),
      jobApplications: await em.execute<Row[]>(
        `select x.position, x.first_name as "firstName", x.last_name as "lastName", x.email, x.phone,
           x.cover_letter as "coverLetter", x.resume_url as "resumeUrl", x.status, x.created_at as "appliedAt"
         from job_applications x where ${both.sql} order by x.created_at`,
        both.params,
      ),
      eventRegistrations: await em.execute<Row[]>(
        `select e.title as event, e.date::text as date, x.first_name as "firstName", x.last_name as "lastName",
           x.email, x.phone, x.status, x.created_at as "registeredAt"
         from event_registrations x left join events e on e.id = x.event_id where ${both.sql} order by x.created_at`,
        both.params,
      ),
      newsletter: await em.execute<Row[]>(
        `select x.email, x.subscribed, x.source, x.consented_at as "consentedAt", x.unsubscribed_at as "unsubscribedAt"
         from newsletters x where ${email.sql}`,
        email.params,
      ),
    };
  }

  /** Messages, applications (their résumé is a link the applicant gave, not a file we keep), registrations, newsletter. */
  async erase(tx: Transaction, person: PersonAddresses): Promise<Record<string, number>> {
    const em = entityManagerOf(tx);
    const both = personWhere({ email: 'email', phone: 'phone' }, person);
    const email = personWhere({ email: 'email' }, person);
    const remove = (table: string, where: { sql: string; params: unknown[] }) =>
      changedRows(em, `delete from ${table} where ${where.sql}`, where.params);
    return {
      contacts: await remove('contacts', both),
      job_applications: await remove('job_applications', both),
      event_registrations: await remove('event_registrations', both),
      newsletters: await remove('newsletters', email),
    };
  }

  /** Whether any of the addresses receives the newsletter. */
  async subscribed(tx: Transaction, emails: readonly string[]): Promise<boolean | null> {
    if (emails.length === 0) return null;
    const [row] = await entityManagerOf(tx).execute<{ subscribed: boolean | null }[]>(
      `select bool_or(subscribed) as subscribed from newsletters where email in (${placeholders(emails)})`,
      [...emails],
    );
    return row.subscribed;
  }

  async setSubscribed(tx: Transaction, email: string, subscribed: boolean, now: Date): Promise<void> {
    const em = entityManagerOf(tx);
    if (subscribed)
      await em.execute(
        `insert into newsletters (email, subscribed, source, consented_at, unsubscribe_token) values (?, true, 'website', ?, ?)
         on conflict (email) do update set subscribed = true, consented_at = excluded.consented_at, unsubscribed_at = null`,
        [email, now, newUnsubscribeToken()],
      );
    else
      await em.execute(
        'update newsletters set subscribed = false, unsubscribed_at = ? where email = ? and subscribed',
        [now, email],
      );
  }
}
