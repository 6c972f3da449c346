import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../../config/app-config.js';
import { freePort } from '../../../launcher/free-port.js';
import { MAIL_DELIVERY_CONCURRENCY } from './mail-delivery-policy.js';
import { createMailTransport } from './mail-transport.js';

describe('the SMTP transport', () => {
  it('reuses a few open connections for many messages instead of one connection per message', async () => {
    let connections = 0;
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(session.envelope.rcptTo[0]?.address ?? '');
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    const transport = createMailTransport(loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
    try {
      const mails = Array.from({ length: 30 }, (_, index) => ({
        to: `member${index}@example.com`,
        subject: `Hello ${index}`,
        html: '<p>Karibu</p>',
        text: 'Karibu',
        attachments: [],
        messageId: `<m${index}@syokimau-coworking>`,
      }));
      const sent = await Promise.all(mails.map((mail) => transport.send(mail)));
      expect(sent.map((answer) => answer.messageId)).toEqual(mails.map((mail) => mail.messageId));
      expect(received.sort()).toEqual(mails.map((mail) => mail.to).sort());
      expect(connections).toBeLessThanOrEqual(MAIL_DELIVERY_CONCURRENCY);
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
