import { FakeUnitOfWork } from '../../common/database/fake-unit-of-work.js';
import { type BusinessSettingsService, DEFAULT_BUSINESS_SETTINGS } from '../../common/settings/business-settings.js';
import { type MailRequest, type MailService, type StaffMailRequest } from '../mail/delivery/mail.service.js';
import { type MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { type DocumentNumbersRepository } from './documents/document-numbers.repository.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentNotices } from './payment-notices.js';
import { ReceiptIssuer } from './receipts/receipt-issuer.js';

describe('a paid payment’s notices', () => {
  it('writes what the payment changed and stages its e-mails before taking the receipt number', async () => {
    const steps: string[] = [];
    const unitOfWork = new FakeUnitOfWork();
    const flush = unitOfWork.flush.bind(unitOfWork);
    unitOfWork.flush = async () => {
      steps.push('write the changes');
      await flush();
    };
    const numbers: Pick<DocumentNumbersRepository, 'takeNext'> = {
      takeNext: async () => {
        steps.push('take a receipt number');
        return 7;
      },
    };
    const mail: Pick<MailService, 'stage' | 'stageAll'> = {
      stageAll: async (_tx, requests: readonly (MailRequest | StaffMailRequest)[]) => {
        steps.push(`stage ${requests.map((request) => request.template).join(', ')}`);
        return [];
      },
      stage: (_tx, request: MailRequest) => {
        steps.push(`stage ${request.template} with ${request.attachments?.[0]?.filename}`);
        return {} as MailOutbox;
      },
    };
    const notices = new PaymentNotices(
      mail as MailService,
      new ReceiptIssuer(numbers as DocumentNumbersRepository),
      { get: async () => DEFAULT_BUSINESS_SETTINGS } as unknown as BusinessSettingsService,
      unitOfWork.asUnitOfWork(),
    );
    const payment = new Payment('SCH-PAID1', 'booking', 'group-1', 300_000, 'wanjiku@example.co.ke');
    payment.paidAt = new Date('2026-12-01T07:00:00Z');

    await notices.receiptAndMail(unitOfWork.tx, payment, {
      lines: [{ description: 'Tsavo Meeting Room: 2026-12-04, 10:00', quantity: 1, amountCents: 300_000 }],
      description: 'Tsavo Meeting Room on 2026-12-04',
      mail: [{ template: 'booking-confirmed', to: 'wanjiku@example.co.ke' }],
      undelivered: null,
    });

    expect(steps).toEqual([
      'stage booking-confirmed',
      'write the changes',
      'take a receipt number',
      'stage payment-receipt with receipt-SCH-2026-000007.pdf',
    ]);
    expect(payment.receiptNumber).toBe('SCH-2026-000007');
  });
});
