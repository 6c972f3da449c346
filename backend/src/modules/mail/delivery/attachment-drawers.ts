import { Injectable, type Provider } from '@nestjs/common';
import { type AttachmentFile, type OutboxAttachment } from '../entities/mail-outbox.entity.js';

/** Draws an attachment's bytes from what the outbox row kept for it. */
export type AttachmentDrawer<Input> = (input: Input) => Buffer | Promise<Buffer>;

/** A drawer's name, typed by what it draws from, so staging a drawn attachment passes the right input. */
export interface AttachmentDrawerName<Input> {
  readonly name: string;
  /** Only carries the type. */
  readonly input?: Input;
}

export function attachmentDrawerName<Input>(name: string): AttachmentDrawerName<Input> {
  return { name };
}

/** An attachment the worker draws when it sends the message (see DrawnAttachment). */
export function drawnAttachment<Input>(
  drawer: AttachmentDrawerName<Input>,
  input: Input,
  label: Pick<AttachmentFile, 'filename' | 'contentType' | 'contentId'>,
): OutboxAttachment {
  return { ...label, drawnBy: drawer.name, drawnFrom: input };
}

/**
 * The drawers of every module's attachments, by name. Each module registers its own (the payment module the receipt
 * PDF, the booking module the check-in QR code), so mail delivery draws them without depending on those modules.
 */
@Injectable()
export class AttachmentDrawers {
  private readonly drawers = new Map<string, AttachmentDrawer<never>>();

  register<Input>(name: AttachmentDrawerName<Input>, drawer: AttachmentDrawer<Input>): void {
    if (this.drawers.has(name.name)) throw new Error(`Two attachment drawers are named "${name.name}"`);
    this.drawers.set(name.name, drawer as AttachmentDrawer<never>);
  }

  /** The attachments as they are sent: stored ones as they are, the others drawn now. */
  filesOf(attachments: readonly OutboxAttachment[]): Promise<AttachmentFile[]> {
    return Promise.all(attachments.map((attachment) => this.fileOf(attachment)));
  }

  async fileOf(attachment: OutboxAttachment): Promise<AttachmentFile> {
    if (!('drawnBy' in attachment)) return attachment;
    const { drawnBy, drawnFrom, ...label } = attachment;
    const drawer = this.drawers.get(drawnBy);
    // A worker of an older version may meet a drawer added since: the message is tried again (and by then, sent by
    // a worker that knows it) rather than sent without its attachment.
    if (!drawer) throw new Error(`No attachment drawer is named "${drawnBy}" (for ${label.filename})`);
    const bytes = await drawer(drawnFrom as never);
    return { ...label, content: bytes.toString('base64') };
  }
}

/**
 * A module's provider that registers one of its drawers: `providers: [attachmentDrawer(RECEIPT_PDF, renderReceiptPdf)]`.
 * The module must import MailModule, which keeps the one AttachmentDrawers of the process.
 */
export function attachmentDrawer<Input>(name: AttachmentDrawerName<Input>, drawer: AttachmentDrawer<Input>): Provider {
  return {
    provide: `attachment drawer ${name.name}`,
    inject: [AttachmentDrawers],
    useFactory: (drawers: AttachmentDrawers) => drawers.register(name, drawer),
  };
}
