import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { type AppConfig } from '../../../config/app-config.js';
import { type AttachmentFile } from '../entities/mail-outbox.entity.js';
import { MAIL_DELIVERY_CONCURRENCY } from './mail-delivery-policy.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: AttachmentFile[];
  headers?: Record<string, string>;
  /** Stable per outbox row, so a receiving system can tell a repeat from a new message. */
  messageId: string;
}

export interface SentMail {
  messageId: string;
  response: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/**
 * SMTP (nodemailer) when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox and logged, so development never needs a mail server and loses nothing.
 */
export function createMailTransport(config: AppConfig): MailTransport {
  const from = config.mail.from;
  const toNodemailer = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    headers: mail.headers ?? {},
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content, 'base64'),
      ...(attachment.contentId ? { cid: attachment.contentId } : {}),
    })),
  });

  if (config.mail.smtpUrl) {
    // Pooled: messages reuse open SMTP connections (one per concurrent delivery) instead of a
    // connection, greeting and EHLO each; a connection is renewed after 100 messages.
    const transporter: Transporter = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      pool: true,
      maxConnections: MAIL_DELIVERY_CONCURRENCY,
      maxMessages: 100,
    });
    return {
      async send(mail) {
        const info = await transporter.sendMail({ ...toNodemailer(mail) });
        return { messageId: String(info.messageId ?? mail.messageId), response: String(info.response ?? '') };
      },
      close: () => transporter.close(),
    };
  }

  const folder = join(config.dataDir, 'outbox');
  const logger = new Logger('MailOutboxFolder');
  const transporter: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      await mkdir(folder, { recursive: true });
      const file = join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^a-zA-Z0-9-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.log(`SMTP_URL is not set: wrote "${mail.subject}" for ${mail.to} to ${file}`);
      return { messageId: mail.messageId, response: `written to ${file}` };
    },
    close: () => transporter.close(),
  };
}

/** Opens the transport deliveries go through: the one createMailTransport makes (a spec opens a fake instead). */
@Injectable()
export class MailTransports {
  open(config: AppConfig): MailTransport {
    return createMailTransport(config);
  }
}
