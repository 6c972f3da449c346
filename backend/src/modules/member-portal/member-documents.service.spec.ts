import { type User } from '../identity/entities/user.entity.js';
import { type Payment } from '../payment/entities/payment.entity.js';
import { type Refund } from '../payment/entities/refund.entity.js';
import { type ReceiptDocument } from '../payment/receipts/receipt-document.js';
import { MemberDocumentsService } from './member-documents.service.js';
import { type MemberPortalRepository } from './member-portal.repository.js';
import { MEMBER_PORTAL_MESSAGES } from './member-portal.messages.js';

/**
 * The member's receipts and credit notes with the database replaced by a fake. Which payments and refunds are the
 * member's is the repository's SQL, proven by test/member-portal/member-portal.e2e.spec.ts.
 */

const member = { id: 'member-1', email: 'amina@example.co.ke' } as User;

function document(kind: 'receipt' | 'credit-note', number: string, issuedAt: string, totalCents: number) {
  return {
    kind,
    number,
    issuedAt,
    totalCents,
    lines: [{ description: `${number} line` }],
  } as unknown as ReceiptDocument;
}

function service(payments: Payment[], refunds: Refund[]): MemberDocumentsService {
  const repository: Pick<MemberPortalRepository, 'payments' | 'refundsWithCreditNotes' | 'refundWithCreditNote'> = {
    payments: async (_member, id) => payments.filter((payment) => id === undefined || payment.id === id),
    refundsWithCreditNotes: async () => refunds,
    refundWithCreditNote: async (_member, id) => refunds.find((refund) => refund.id === id) ?? null,
  };
  return new MemberDocumentsService(repository as MemberPortalRepository);
}

describe("the member's documents", () => {
  const paid = { id: 'payment-1', receipt: document('receipt', 'SCH-2026-000002', '2026-12-02T08:00:00Z', 300_000) };
  const unpaid = { id: 'payment-2', receipt: null };
  const refunded = {
    id: 'refund-1',
    creditNote: document('credit-note', 'SCH-CN-2026-000001', '2026-12-05T08:00:00Z', 100_000),
  };

  it('lists the receipts of paid payments and the credit notes of refunds, newest first, with their links', async () => {
    const listed = await service([paid, unpaid] as Payment[], [refunded] as Refund[]).list(member);

    expect(listed).toEqual([
      {
        kind: 'credit-note',
        number: 'SCH-CN-2026-000001',
        issuedAt: '2026-12-05T08:00:00Z',
        amountKes: '1000.00',
        description: 'SCH-CN-2026-000001 line',
        url: '/api/member/refunds/refund-1/credit-note',
      },
      {
        kind: 'receipt',
        number: 'SCH-2026-000002',
        issuedAt: '2026-12-02T08:00:00Z',
        amountKes: '3000.00',
        description: 'SCH-2026-000002 line',
        url: '/api/member/payments/payment-1/receipt',
      },
    ]);
  });

  it('answers 404 for a payment without a receipt, and for a receipt or credit note that is not theirs', async () => {
    const documents = service([paid, unpaid] as Payment[], [refunded] as Refund[]);

    expect(await documents.receipt(member, 'payment-1')).toBe(paid.receipt);
    expect(await documents.creditNote(member, 'refund-1')).toBe(refunded.creditNote);
    const noReceipt = { code: 'receipt-not-found', kind: 'not-found', message: MEMBER_PORTAL_MESSAGES.receiptNotFound };
    await expect(documents.receipt(member, 'payment-2')).rejects.toMatchObject(noReceipt);
    await expect(documents.receipt(member, 'payment-9')).rejects.toMatchObject(noReceipt);
    await expect(documents.creditNote(member, 'refund-9')).rejects.toMatchObject({
      code: 'credit-note-not-found',
      kind: 'not-found',
      message: MEMBER_PORTAL_MESSAGES.creditNoteNotFound,
    });
  });
});
