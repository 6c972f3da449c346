import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';

/** One recipient of Africa's Talking's answer to POST /version1/messaging. */
export interface AfricasTalkingRecipient {
  statusCode: number;
  number: string;
  status: string;
  cost: string;
  messageId: string;
}

export interface AfricasTalkingAnswer {
  SMSMessageData: { Message: string; Recipients: AfricasTalkingRecipient[] };
}

/** A send Africa's Talking did not take; `retryable` says whether trying again later can help. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly providerStatus: string | null = null,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/**
 * Recipient status codes worth trying again: 405 InsufficientBalance (until someone tops up), 500 InternalServerError,
 * 501 GatewayError, 502 RejectedByGateway. The others (invalid number or sender ID, blacklist, do-not-disturb, …) will
 * answer the same next time.
 */
const RETRYABLE_RECIPIENT_CODES = new Set([405, 500, 501, 502]);
/** The codes of a message taken: Processed, Sent, Queued. */
const ACCEPTED_RECIPIENT_CODES = new Set([100, 101, 102]);
const SEND_TIMEOUT_MS = 15_000;

/** Africa's Talking's SMS API over HTTP (the same calls its `africastalking` package makes). */
@Injectable()
export class AfricasTalkingClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Sends one message to one number (2547XXXXXXXX); the recipient's answer, or SmsSendError. */
  async send(phone: string, message: string): Promise<AfricasTalkingRecipient> {
    const { username, apiKey, senderId, baseUrl } = this.config.sms;
    if (!username || !apiKey)
      throw new SmsSendError(
        'Not sent: AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY are not set (resend it once they are)',
        false,
      );
    const form = new URLSearchParams({ username, to: `+${phone}`, message });
    if (senderId) form.set('from', senderId);
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError(
        `Africa's Talking did not answer: ${error instanceof Error ? error.message : String(error)}`,
        true,
      );
    }
    const body = await response.text();
    if (!response.ok)
      throw new SmsSendError(
        `Africa's Talking answered HTTP ${response.status}: ${body.slice(0, 300)}`,
        response.status >= 500 || response.status === 429,
      );
    let answer: AfricasTalkingAnswer;
    try {
      answer = JSON.parse(body) as AfricasTalkingAnswer;
    } catch {
      throw new SmsSendError(`Africa's Talking answered something that is not JSON: ${body.slice(0, 300)}`, true);
    }
    const recipient = answer.SMSMessageData?.Recipients?.[0];
    if (!recipient)
      throw new SmsSendError(
        `Africa's Talking took no recipient: ${answer.SMSMessageData?.Message ?? 'no message'}`,
        false,
      );
    const providerStatus = `${recipient.statusCode} ${recipient.status}`;
    if (!ACCEPTED_RECIPIENT_CODES.has(recipient.statusCode))
      throw new SmsSendError(
        `Africa's Talking refused the message: ${providerStatus}`,
        RETRYABLE_RECIPIENT_CODES.has(recipient.statusCode),
        providerStatus,
      );
    return recipient;
  }
}
