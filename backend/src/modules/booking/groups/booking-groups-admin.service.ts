import { Injectable, type StreamableFile } from '@nestjs/common';
import { batchesOf } from '../../../common/database/list-sql.js';
import { csvFile, csvKes, csvVenueDateTime, type CsvColumn } from '../../../common/http/csv-export.js';
import { pageOf } from '../../../common/http/list-query.dto.js';
import { type AdminPrincipal } from '../../identity/access/admin-principal.js';
import { GroupPaymentSummaries } from '../../payment/ledger/group-payment-summaries.js';
import { BOOKING_ERRORS } from '../booking.errors.js';
import { BookingStaffService } from '../staff/booking-staff.service.js';
import { toAdminBookingDto } from '../dto/admin-booking.dto.js';
import { type BookingGroupRow, BookingGroupsRepository } from './booking-groups.repository.js';
import {
  type BookingGroupDto,
  type BookingGroupListQueryDto,
  type BulkTourStatusDto,
  type BulkTourStatusResultDto,
  type GroupPaymentDto,
} from './dto/booking-groups.dto.js';

const NO_PAYMENT: GroupPaymentDto = { status: 'none', paidCents: 0, refundedCents: 0, reference: null };
/** Groups an export looks payments up for at once. */
const EXPORT_BATCH = 500;

const nameOf = (row: Pick<BookingGroupRow, 'first_name' | 'last_name'>) =>
  `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();

function toGroupDto(row: BookingGroupRow, payment: GroupPaymentDto): BookingGroupDto {
  return {
    id: row.id,
    reference: row.id.slice(0, 8).toUpperCase(),
    kind: row.type === 'tour' ? 'tour' : 'space',
    type: row.type,
    spaceId: row.space_id,
    spaceName: row.space_name,
    status: row.status,
    firstDate: row.first_date,
    lastDate: row.last_date,
    bookingCount: row.booking_count,
    customerName: nameOf(row),
    email: row.email,
    phone: row.phone,
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    createdAt: row.created_at,
    bookings: row.bookings,
    payment,
  };
}

/** The columns a spreadsheet user expects of a booking export: one line per booking group. */
const BOOKING_GROUP_CSV: CsvColumn<BookingGroupDto>[] = [
  { header: 'Reference', value: (group) => group.reference },
  { header: 'Booked at (Nairobi)', value: (group) => csvVenueDateTime(group.createdAt) },
  { header: 'Kind', value: (group) => group.kind },
  { header: 'Space', value: (group) => group.spaceName ?? (group.kind === 'tour' ? 'Tour' : '') },
  { header: 'Status', value: (group) => group.status },
  { header: 'Customer', value: (group) => group.customerName },
  { header: 'E-mail', value: (group) => group.email },
  { header: 'Phone', value: (group) => group.phone },
  { header: 'First date', value: (group) => group.firstDate },
  { header: 'Last date', value: (group) => group.lastDate },
  { header: 'Bookings', value: (group) => group.bookingCount },
  {
    header: 'Dates and times',
    value: (group) => group.bookings.map((booking) => `${booking.date} ${booking.time}`).join('; '),
  },
  { header: 'Price (KES)', value: (group) => csvKes(group.priceCents) },
  { header: 'Payment', value: (group) => group.payment.status },
  { header: 'Paid (KES)', value: (group) => csvKes(group.payment.paidCents) },
  { header: 'Refunded (KES)', value: (group) => csvKes(group.payment.refundedCents) },
  { header: 'Payment reference', value: (group) => group.payment.reference },
];

/** The back-office's booking groups: the list, one group, its export, and tour requests decided together. */
@Injectable()
export class BookingGroupsAdminService {
  constructor(
    private readonly repository: BookingGroupsRepository,
    private readonly bookings: BookingStaffService,
    private readonly payments: GroupPaymentSummaries,
  ) {}

  async list(query: BookingGroupListQueryDto): Promise<{ rows: BookingGroupDto[]; total: number }> {
    const { rows, total } = await this.repository.page(query, pageOf(query));
    return { rows: await this.withPayments(rows), total };
  }

  async detail(id: string): Promise<BookingGroupDto> {
    const row = await this.repository.find(id);
    if (!row) throw BOOKING_ERRORS.bookingNotFound();
    const [group] = await this.withPayments([row]);
    return group;
  }

  export(query: BookingGroupListQueryDto): StreamableFile {
    return csvFile('bookings', BOOKING_GROUP_CSV, this.exportRows(query));
  }

  /**
   * Approves (confirms) or rejects (cancels) tour requests, each as its own staff status change would: in its own
   * transaction, audited, and the visitor e-mailed. Every id is checked first, so a wrong one changes nothing.
   */
  async decideTours(
    body: BulkTourStatusDto,
    actor: AdminPrincipal,
    ipAddress: string,
  ): Promise<BulkTourStatusResultDto> {
    const found = new Map((await this.repository.kindsOf(body.ids)).map((row) => [row.id, row]));
    const unknown = body.ids.filter((id) => !found.has(id));
    if (unknown.length > 0) throw BOOKING_ERRORS.tourRequestsNotFound(unknown);
    const notTours = body.ids.filter((id) => found.get(id)!.type !== 'tour');
    if (notTours.length > 0) throw BOOKING_ERRORS.notTourRequests(notTours);
    const status = body.status === 'approved' ? 'confirmed' : 'cancelled';
    const changed = body.ids.filter((id) => found.get(id)!.status !== status).length;
    const bookings = [];
    for (const id of body.ids)
      bookings.push(
        toAdminBookingDto(
          // The admin's permissions go along: every status change of a row follows the same rules, by any route.
          await this.bookings.updateStatus(id, status, undefined, { actor, ipAddress }),
        ),
      );
    return { bookings, changed };
  }

  private async withPayments(rows: BookingGroupRow[]): Promise<BookingGroupDto[]> {
    const payments: Map<string, GroupPaymentDto> =
      rows.length > 0 ? await this.payments.summaries(rows.map((row) => row.id)) : new Map();
    return rows.map((row) => toGroupDto(row, payments.get(row.id) ?? NO_PAYMENT));
  }

  private async *exportRows(query: BookingGroupListQueryDto): AsyncGenerator<BookingGroupDto> {
    for await (const batch of batchesOf(this.repository.stream(query), EXPORT_BATCH))
      yield* await this.withPayments(batch);
  }
}
