import { Controller, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { escapeHtml } from '../../../common/http/escape-html.js';
import { CONTENT_MESSAGES } from '../content.messages.js';
import { NewsletterService, type UnsubscribeOutcome } from './newsletter.service.js';

/** A small page of the API's own, readable without the storefront's scripts (mail clients open it directly). */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Syokimau Coworking Hub</title></head><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Syokimau Coworking Hub</a></p></body></html>`;
}

function unknownLink(response: FastifyReply): string {
  response.status(HttpStatus.NOT_FOUND);
  return page('Link not recognised', `<p>${escapeHtml(CONTENT_MESSAGES.unsubscribeLinkUnknown)}</p>`);
}

function done(outcome: Exclude<UnsubscribeOutcome, { kind: 'unknown' }>): string {
  const email = `<strong>${escapeHtml(outcome.email)}</strong>`;
  return page(
    'You are unsubscribed',
    `<p>${email} ${outcome.kind === 'already' ? 'was already unsubscribed' : 'will get no more newsletter e-mails'}. We are sorry to see you go.</p><p>Changed your mind? Sign up again with the newsletter form on our website.</p>`,
  );
}

/**
 * The newsletter's e-mailed unsubscribe link. GET shows what it will do and a button (mail scanners open links, so
 * opening one never unsubscribes anyone); POST unsubscribes, whether from that button or from a mail client's
 * one-click Unsubscribe (RFC 8058 sends `List-Unsubscribe=One-Click` to the List-Unsubscribe address).
 */
@ApiTags('content')
@Controller('newsletter/unsubscribe')
export class NewsletterUnsubscribeController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get(':token')
  @ApiOperation({ summary: 'The confirmation page of an e-mailed unsubscribe link (HTML; changes nothing)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page with an Unsubscribe button; 404 for a link that was never sent' })
  async confirm(@Param('token') token: string, @Res() response: FastifyReply): Promise<void> {
    const outcome = await this.newsletter.lookUp(token);
    let html: string;
    if (outcome.kind === 'unknown') html = unknownLink(response);
    else if (outcome.kind === 'already') html = done(outcome);
    else
      html = page(
        'Unsubscribe from the newsletter?',
        `<p><strong>${escapeHtml(outcome.email)}</strong> will get no more newsletter e-mails from Syokimau Coworking Hub. Messages about your bookings and memberships still arrive.</p><form method="post"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">Unsubscribe</button></form>`,
      );
    response.type('text/html; charset=utf-8').send(html);
  }

  @Post(':token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Unsubscribe by the e-mailed link: the page button or a mail client’s one-click POST' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Unsubscribed (also when already); 404 for a link that was never sent' })
  async unsubscribe(@Param('token') token: string, @Res() response: FastifyReply): Promise<void> {
    const outcome = await this.newsletter.unsubscribeByToken(token);
    response.type('text/html; charset=utf-8').send(outcome.kind === 'unknown' ? unknownLink(response) : done(outcome));
  }
}
