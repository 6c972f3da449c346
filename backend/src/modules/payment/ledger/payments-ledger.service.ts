import { Injectable, type StreamableFile } from '@nestjs/common';
import { UnitOfWork } from '../../../common/database/transaction.js';
import { csvFile, type CsvColumn, csvKes, csvVenueDateTime } from '../../../common/http/csv-export.js';
import {
  type PaymentDetailDto,
  type PaymentLedgerQueryDto,
  type PaymentLedgerRowDto,
  type RefundDto,
  type RefundState,
} from '../dto/payment-ledger.dto.js';
import { type Refund } from '../entities/refund.entity.js';
import { PAYMENT_ERRORS } from '../payment.errors.js';
import { type LedgerRow, PaymentsRepository } from '../payments.repository.js';
import { type ReceiptDocument } from '../receipts/receipt-document.js';
import { RefundsService } from '../refunds/refunds.service.js';

export function toRefundDto(refund: Refund): RefundDto {
  return {
    id: refund.id,
    paymentId: refund.payment.id,
    amountCents: refund.amountCents,
    currency: refund.currency,
    reason: refund.reason,
    status: refund.status,
    requestedBy: refund.requestedBy,
    requestedByUsername: refund.requestedByUsername,
    paystackRefundId: refund.paystackRefundId,
    creditNoteNumber: refund.creditNoteNumber,
    failure: refund.failure,
    createdAt: refund.createdAt,
    processedAt: refund.processedAt,
    settledMethod: refund.settledMethod,
    settledReference: refund.settledReference,
    settledNote: refund.settledNote,
    settledByUsername: refund.settledByUsername,
  };
}

function refundStateOf(
  row: Pick<LedgerRow, 'amount_cents' | 'received_cents' | 'refunded_cents' | 'pending_refund_cents'>,
): RefundState {
  if (Number(row.pending_refund_cents) > 0) return 'pending';
  // A rejected payment's refunds are of what Paystack took, not of the price asked.
  if (row.refunded_cents > 0)
    return row.refunded_cents >= (row.received_cents ?? row.amount_cents) ? 'full' : 'partial';
  return 'none';
}

function targetLabelOf(row: LedgerRow): string {
  if (row.purpose === 'plan')
    return row.plan_name ? `${row.plan_name} membership from ${row.plan_start_date}` : 'Membership (deleted)';
  if (!row.first_date) return 'Booking (deleted)';
  const more = Number(row.booked_rows ?? 0) - 1;
  return `${row.space_name ?? 'Space'} · ${row.first_date}${more > 0 ? ` +${more}` : ''}`;
}

function toRowDto(row: LedgerRow): PaymentLedgerRowDto {
  return {
    id: row.id,
    reference: row.reference,
    purpose: row.purpose,
    targetId: row.target_id,
    targetLabel: targetLabelOf(row),
    customerName: row.customer_name,
    email: row.email,
    paystackTransactionId: row.paystack_transaction_id,
    channel: row.channel,
    amountCents: row.amount_cents,
    feesCents: row.fees_cents,
    status: row.status,
    receivedCents: row.received_cents,
    receivedCurrency: row.received_currency,
    refundedCents: row.refunded_cents,
    pendingRefundCents: Number(row.pending_refund_cents),
    refundState: refundStateOf(row),
    receiptNumber: row.receipt_number,
    recordedBy: row.recorded_by_username,
    paidAt: row.paid_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const LEDGER_CSV: CsvColumn<PaymentLedgerRowDto>[] = [
  { header: 'Created (Nairobi)', value: (row) => csvVenueDateTime(row.createdAt) },
  { header: 'Paid (Nairobi)', value: (row) => csvVenueDateTime(row.paidAt) },
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Receipt', value: (row) => row.receiptNumber },
  { header: 'For', value: (row) => row.purpose },
  { header: 'What', value: (row) => row.targetLabel },
  { header: 'Customer', value: (row) => row.customerName },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Channel', value: (row) => row.channel },
  { header: 'Recorded by', value: (row) => row.recordedBy },
  { header: 'Status', value: (row) => row.status },
  { header: 'Amount (KES)', value: (row) => csvKes(row.amountCents) },
  { header: 'Fees (KES)', value: (row) => csvKes(row.feesCents) },
  { header: 'Refunded (KES)', value: (row) => csvKes(row.refundedCents) },
  {
    header: 'Received (rejected)',
    value: (row) =>
      row.receivedCents === null ? null : `${row.receivedCurrency} ${(row.receivedCents / 100).toFixed(2)}`,
  },
  { header: 'Refund', value: (row) => row.refundState },
];

async function* ledgerRows(rows: AsyncIterable<LedgerRow>): AsyncGenerator<PaymentLedgerRowDto> {
  for await (const row of rows) yield toRowDto(row);
}

/** The back-office's view of money: the payments ledger, one payment in full, its documents. */
@Injectable()
export class PaymentsLedgerService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: PaymentsRepository,
    private readonly refunds: RefundsService,
  ) {}

  async list(query: PaymentLedgerQueryDto): Promise<{ rows: PaymentLedgerRowDto[]; total: number }> {
    const { rows, total } = await this.repository.ledger(query);
    return { rows: rows.map(toRowDto), total };
  }

  export(query: PaymentLedgerQueryDto): StreamableFile {
    return csvFile('payments', LEDGER_CSV, ledgerRows(this.repository.streamLedger(query)));
  }

  async detail(id: string): Promise<PaymentDetailDto> {
    const payment = await this.repository.findById(id);
    if (!payment) throw PAYMENT_ERRORS.notFound();
    const {
      rows: [row],
    } = await this.repository.ledger({ id: payment.id, _end: 1 });
    const refundableCents = await this.unitOfWork.run((tx) => this.refunds.refundableCents(tx, payment));
    const bookingIds = payment.purpose === 'booking' ? await this.repository.bookingIdsOfGroup(payment.targetId) : [];
    return {
      ...toRowDto(row),
      refunds: (await this.repository.refundsOf(payment.id)).map(toRefundDto),
      refundableCents,
      companyName: payment.companyName,
      kraPin: payment.kraPin,
      bookingIds,
      planBookingId: payment.purpose === 'plan' ? payment.targetId : null,
    };
  }

  /** The receipt of a payment as issued. */
  async receipt(id: string): Promise<ReceiptDocument> {
    const payment = await this.repository.findById(id);
    if (!payment?.receipt) throw PAYMENT_ERRORS.noReceipt();
    return payment.receipt;
  }

  /** The credit note of one of a payment's refunds, once processed. */
  async creditNote(paymentId: string, refundId: string): Promise<ReceiptDocument> {
    const refund = await this.repository.findRefund(paymentId, refundId);
    if (!refund?.creditNote) throw PAYMENT_ERRORS.noCreditNote();
    return refund.creditNote;
  }
}
