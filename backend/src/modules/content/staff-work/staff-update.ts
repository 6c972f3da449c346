import { canMove } from '@coworking/domain';
import { type Transaction, type UnitOfWork } from '../../../common/database/transaction.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { type AuditLogService, fieldChanges } from '../../identity/audit/audit-log.service.js';
import { CONTENT_ERRORS, type ContentError } from '../content.errors.js';
import { type StaffHandling } from '../entities/staff-handling.embeddable.js';
import { noteChange, recordHandling } from './staff-work.dto.js';

/** A record staff work through a status machine with a note (a contact inquiry, a job application). */
interface StaffWorkedRecord<S extends string> {
  id: string;
  status: S;
  handling: StaffHandling;
}

/** What staff may change on such a record: its status, its note, or both. */
export interface StaffUpdate<S extends string> {
  status?: S;
  staffNote?: string | null;
}

/** How one kind of record is worked: its machine, its name in the audit log, and how a forbidden move is told. */
export interface StaffWorkflow<S extends string> {
  transitions: Record<S, readonly S[]>;
  auditResource: string;
  forbiddenMove: (from: S, to: S, allowed: readonly S[]) => ContentError;
}

/**
 * Moves a record along its machine and/or changes its note in one transaction, marks who worked it and audits the
 * change. Nothing to change is 400; a move the machine forbids is 409 with the moves it allows. `present` maps the
 * record inside the transaction, so the answer is the record as it was saved.
 */
export async function updateStaffWorkedRecord<S extends string, R extends StaffWorkedRecord<S>, Dto>(
  unitOfWork: Pick<UnitOfWork, 'run'>,
  audit: Pick<AuditLogService, 'record'>,
  workflow: StaffWorkflow<S>,
  request: {
    change: StaffUpdate<S>;
    actor: AdminPrincipal;
    ip: string;
    load: (tx: Transaction) => Promise<R>;
    present: (record: R) => Dto;
  },
): Promise<Dto> {
  const { change, actor, ip } = request;
  if (change.status === undefined && change.staffNote === undefined) throw CONTENT_ERRORS.nothingToChange();
  return unitOfWork.run(async (tx) => {
    const record = await request.load(tx);
    const before = { status: record.status, staffNote: record.handling.staffNote };
    if (change.status !== undefined && change.status !== record.status) {
      if (!canMove(workflow.transitions, record.status, change.status))
        throw workflow.forbiddenMove(record.status, change.status, workflow.transitions[record.status]);
      record.status = change.status;
    }
    Object.assign(record.handling, noteChange(change.staffNote));
    recordHandling(record.handling, actor);
    audit.record(tx, {
      actor,
      action: 'update',
      resource: workflow.auditResource,
      resourceId: record.id,
      changes: fieldChanges(before, { status: record.status, staffNote: record.handling.staffNote }, [
        'status',
        'staffNote',
      ]),
      ipAddress: ip,
    });
    return request.present(record);
  });
}
