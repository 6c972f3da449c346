import { Injectable, type StreamableFile } from '@nestjs/common';
import { csvFile, type CsvColumn, csvVenueDateTime } from '../../../common/http/csv-export.js';
import { isPaged, pageOf } from '../../../common/http/list-query.dto.js';
import { type AuditLogEntryDto, type AuditLogPageDto, type AuditLogQueryDto } from './audit-log.dto.js';
import { type AuditLogRow, AuditLogRepository } from './audit-log.repository.js';

/** Entries in a `{ data, total }` page when `limit` is not given. */
const LEGACY_PAGE_SIZE = 50;

const toRowDto = (row: AuditLogRow): AuditLogEntryDto => ({
  id: row.id,
  adminId: row.admin_id,
  adminUsername: row.admin_username,
  action: row.action,
  resource: row.resource,
  resourceId: row.resource_id,
  changes: row.changes,
  ipAddress: row.ip_address,
  createdAt: row.created_at,
});

const AUDIT_LOG_CSV: CsvColumn<AuditLogRow>[] = [
  { header: 'When (Nairobi)', value: (row) => csvVenueDateTime(row.created_at) },
  { header: 'Admin', value: (row) => row.admin_username },
  { header: 'Action', value: (row) => row.action },
  { header: 'Resource', value: (row) => row.resource },
  { header: 'Record', value: (row) => row.resource_id },
  { header: 'Changes', value: (row) => (row.changes ? JSON.stringify(row.changes) : null) },
  { header: 'IP address', value: (row) => row.ip_address },
];

/** The audit log as super admins read it: the list (both its shapes) and its export. */
@Injectable()
export class AuditLogAdminService {
  constructor(private readonly repository: AuditLogRepository) {}

  /** A page of the log, newest first, filtered as asked, with the number of entries in all. */
  async list(query: AuditLogQueryDto): Promise<{ rows: AuditLogEntryDto[]; total: number }> {
    const page = isPaged(query) ? pageOf(query) : { offset: query.offset ?? 0, limit: query.limit ?? LEGACY_PAGE_SIZE };
    const { rows, total } = await this.repository.page(query, page);
    return { rows: rows.map(toRowDto), total };
  }

  /** The `{ data, total }` answer of a call without _start/_end (see AuditLogQueryDto). */
  async legacyPage(query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const { rows, total } = await this.list(query);
    return { data: rows, total };
  }

  export(query: AuditLogQueryDto): StreamableFile {
    return csvFile('audit-log', AUDIT_LOG_CSV, this.repository.stream(query));
  }
}
