import { venueToday } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '../../../common/database/transaction.js';
import { DomainEvents } from '../../../common/events/domain-events.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { AuditLogService } from '../../identity/audit/audit-log.service.js';
import { MemberPersonalData } from '../../identity/members/member-personal-data.service.js';
import { ConsentsRepository } from '../consents/consents.repository.js';
import { type DataSubject } from '../data-subject.js';
import {
  type AdminErasureRequestDto,
  type CompletedErasureRequestDto,
  type ErasureRequestedDto,
  type ErasureRequestListQueryDto,
  type ErasureRequestSummaryDto,
} from '../dto/privacy.dto.js';
import { ErasureRequest, type ErasureRequestSource } from '../entities/erasure-request.entity.js';
import { DataExportService } from '../export/data-export.service.js';
import { PRIVACY_ERRORS, PRIVACY_MESSAGES } from '../privacy.errors.js';
import { ErasureRequested } from './erasure-requested.event.js';
import { ErasureRequestsRepository } from './erasure-requests.repository.js';
import { moveErasureRequest } from './erasure-transitions.js';
import { PersonalDataErased } from './personal-data-erased.event.js';
import { scrubbed } from './scrub.js';

/** The Act's deadline for answering an erasure request. */
export const ERASURE_DUE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function erasureRequestNumber(year: number, sequence: number): string {
  return `ER-${year}-${String(sequence).padStart(4, '0')}`;
}

export function toSummary(request: ErasureRequest): ErasureRequestSummaryDto {
  return {
    id: request.id,
    number: request.number,
    status: request.status,
    requestedAt: request.createdAt,
    dueBy: request.dueBy,
  };
}

/**
 * The right to erasure (Data Protection Act 2019, s. 40): a person asks (member portal, manage link or e-mailed link),
 * staff are told, and staff complete it within 30 days. Completing erases or anonymises the person's rows in every
 * module in one transaction (PersonalDataErased), all or nothing, and keeps the request under its number as proof.
 */
@Injectable()
export class ErasureRequestsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: ErasureRequestsRepository,
    private readonly events: DomainEvents,
    private readonly audit: AuditLogService,
    private readonly accounts: MemberPersonalData,
    private readonly exports: DataExportService,
    private readonly consents: ConsentsRepository,
  ) {}

  /** A new request, or the person's open one (asking twice is one request). */
  async request(
    subject: DataSubject,
    source: ErasureRequestSource,
    reason: string | null,
    now: Date = new Date(),
  ): Promise<ErasureRequestedDto> {
    const { request, created, dispatch } = await this.unitOfWork.run(async (tx) => {
      await this.repository.lock(tx);
      const open = await this.repository.openFor(tx, subject);
      if (open) return { request: open, created: false, dispatch: [] };
      const year = Number(venueToday(now).slice(0, 4));
      const sequence = await this.repository.nextSequence(tx, year);
      const request = new ErasureRequest({
        number: erasureRequestNumber(year, sequence),
        year,
        sequence,
        email: subject.emails[0] ?? null,
        phone: subject.phones[0] ?? null,
        userId: subject.userId ?? null,
        source,
        reason: reason?.trim() || null,
        dueBy: new Date(now.getTime() + ERASURE_DUE_DAYS * DAY_MS),
        createdAt: now,
      });
      this.repository.add(tx, request);
      const dispatch = await this.events.publish(
        new ErasureRequested(tx, {
          id: request.id,
          number: request.number,
          source,
          requestedAt: now,
          dueBy: request.dueBy,
        }),
      );
      return { request, created: true, dispatch };
    });
    await Promise.all(dispatch.map((send) => send()));
    return {
      ...toSummary(request),
      message: created ? PRIVACY_MESSAGES.erasureRequested : PRIVACY_MESSAGES.erasureAlreadyOpen,
    };
  }

  /** The person's open request, if any. */
  async openFor(subject: DataSubject): Promise<ErasureRequestSummaryDto | null> {
    const open = await this.unitOfWork.run((tx) => this.repository.openFor(tx, subject));
    return open ? toSummary(open) : null;
  }

  list(query: ErasureRequestListQueryDto): Promise<{ rows: AdminErasureRequestDto[]; total: number }> {
    return this.repository.page(query);
  }

  async get(id: string): Promise<AdminErasureRequestDto> {
    const row = await this.repository.row(id);
    if (!row) throw PRIVACY_ERRORS.requestNotFound();
    return row;
  }

  /**
   * Erases the person's data everywhere, in one transaction: accounts and audit entries (identity), every module's
   * rows (PersonalDataErased), signed links and consent records (privacy). The request keeps only its number, dates,
   * who completed it and the counts; the completion is audited under the number, not the person.
   */
  async complete(
    id: string,
    actor: AdminPrincipal,
    ipAddress: string | null,
    now: Date = new Date(),
  ): Promise<CompletedErasureRequestDto> {
    return this.unitOfWork.run(async (tx) => {
      const request = await this.repository.forUpdate(tx, id);
      if (!request) throw PRIVACY_ERRORS.requestNotFound();
      if (request.status === 'completed') throw PRIVACY_ERRORS.alreadyCompleted(request.number);
      const erased = await this.erase(tx, request);
      moveErasureRequest(request, 'completed');
      request.email = null;
      request.phone = null;
      request.reason = null;
      request.completedAt = now;
      request.completedBy = actor.username;
      request.erased = erased;
      this.audit.record(tx, {
        actor,
        action: 'update',
        resource: 'erasure-requests',
        resourceId: request.id,
        changes: {
          status: { from: 'requested', to: 'completed' },
          number: { from: request.number, to: request.number },
        },
        ipAddress,
      });
      await this.unitOfWork.flush(tx);
      const row = await this.repository.row(request.id, tx);
      return { ...row!, erased };
    });
  }

  private async erase(tx: Transaction, request: ErasureRequest): Promise<Record<string, number>> {
    const subject: DataSubject = {
      emails: request.email ? [request.email] : [],
      phones: request.phone ? [request.phone] : [],
      userId: request.userId,
    };
    const found = await this.exports.find(tx, subject);
    const label = `Erasure request ${request.number}`;
    const nameParts = found.names.flatMap((name) => name.split(/\s+/)).filter((part) => part.length >= 3);
    const needles = { emails: found.emails, phones: found.phones, names: [...found.names, ...nameParts] };
    const scrub = <T>(value: T): T => scrubbed(value, needles, label);
    const erased: Record<string, number> = {};
    const add = (counts: Record<string, number>) => {
      for (const [table, count] of Object.entries(counts)) erased[table] = (erased[table] ?? 0) + count;
    };
    add(
      await this.accounts.erase(tx, {
        person: found,
        userId: request.userId,
        texts: [...found.emails, ...found.names],
        label,
        scrub,
      }),
    );
    for (const answer of await this.events.publish(
      new PersonalDataErased(tx, request.id, found.emails, found.phones, label, needles.names),
    ))
      add(answer);
    add(await this.repository.erasePersonalData(tx, found));
    add({ consent_records: await this.consents.deleteOf(tx, found) });
    return erased;
  }
}
