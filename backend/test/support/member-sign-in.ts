import { MailOutbox } from '../../src/modules/mail/entities/mail-outbox.entity.js';
import { MemberSessionsService } from '../../src/modules/member-portal/session/member-sessions.service.js';
import { type TestApp } from './test-app.js';

/**
 * Signs a member in to the portal as they would: asks for a link, lets the worker's part mail it (run here at once,
 * as its relay runs it), and spends the token the e-mail carries. Answers the session cookie (`member_session=…`).
 */
export async function signInMemberByLink(testApp: TestApp, email: string): Promise<string> {
  const asked = await fetch(`${testApp.api}/member/sign-in-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 202) throw new Error(`Sign-in link for ${email}: ${asked.status}`);
  await testApp.app.get(MemberSessionsService).handleWaitingSignInLinkRequests();
  const [link] = await testApp
    .em()
    .find(
      MailOutbox,
      { recipient: email, templateName: 'member-sign-in-link' },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 1 },
    );
  if (!link) throw new Error(`No sign-in link was e-mailed to ${email}`);
  const token = String(link.variables.signInUrl).split('#token=')[1];
  const session = await fetch(`${testApp.api}/member/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (session.status !== 200) throw new Error(`Sign-in of ${email}: ${session.status}`);
  return session.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('member_session='))!
    .split(';')[0];
}
