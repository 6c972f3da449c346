import { escapeHtml } from '../common/http/escape-html.js';
import { type PaystackTransaction } from '../modules/payment/paystack/paystack.types.js';

/** HTML and script of the sandbox's hosted checkout and inline widget (kept plain: it is a test double). */

export function checkoutPage(view: {
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  channels: string[];
  done: boolean;
}): string {
  const amount = `${view.currency} ${(view.amount / 100).toLocaleString('en-KE', { minimumFractionDigits: 2 })}`;
  const channelChoices = view.channels
    .filter((channel) => channel === 'card' || channel === 'mobile_money')
    .map(
      (channel, index) =>
        `<label><input type="radio" name="channel" value="${channel}" ${index === 0 ? 'checked' : ''}> ${channel === 'card' ? 'Card' : 'M-Pesa'}</label>`,
    )
    .join(' ');
  const form = view.done
    ? '<p role="status">This payment is complete. You can close this page.</p>'
    : `<form method="post" id="pay">
        <fieldset><legend>Pay with</legend>${channelChoices}</fieldset>
        <button name="outcome" value="success">Pay ${escapeHtml(amount)}</button>
        <button name="outcome" value="failed">Decline</button>
        <button name="outcome" value="abandoned">Cancel</button>
      </form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paystack sandbox checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{margin:.25rem;padding:.5rem 1rem}</style></head>
<body><h1>Paystack sandbox</h1><p>${escapeHtml(view.email)} pays <strong>${escapeHtml(amount)}</strong></p>${form}
<script>
  // Inside the inline widget's frame: report the outcome to the page that opened it.
  const form = document.getElementById('pay');
  if (form && window.parent !== window) {
    // A keyboard user starts on the first choice, as in Paystack's own frame (the opener focuses the frame).
    const first = form.querySelector('input[name=channel]:checked') || form.querySelector('button');
    const focusFirst = () => document.activeElement === document.body && first.focus();
    focusFirst();
    window.addEventListener('focus', focusFirst);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const outcome = event.submitter.value;
      const channel = (form.querySelector('input[name=channel]:checked') || {}).value || 'card';
      const response = await fetch(location.pathname, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams({ outcome, channel }) });
      const result = await response.json();
      window.parent.postMessage({ source: 'paystack-sandbox', outcome, reference: result.reference }, '*');
    });
  }
</script></body></html>`;
}

/** The sandbox's "phone": the M-Pesa prompts waiting on it, each to approve (the PIN), decline or let time out. */
export function phonePage(prompts: PaystackTransaction[], phone: string | undefined): string {
  const items = prompts
    .map((prompt) => {
      const amount = `${prompt.currency} ${(prompt.amount / 100).toLocaleString('en-KE', { minimumFractionDigits: 2 })}`;
      return `<li><form method="post" action="/phone/${encodeURIComponent(prompt.reference)}">
        <p>Pay <strong>${escapeHtml(amount)}</strong> to Syokimau Coworking? (${escapeHtml(prompt.reference)})</p>
        <button name="answer" value="approve">Enter PIN and pay</button>
        <button name="answer" value="decline">Cancel</button>
        <button name="answer" value="timeout">Let it time out</button>
      </form></li>`;
    })
    .join('');
  const heading = phone ? `M-Pesa prompts on ${escapeHtml(phone)}` : 'M-Pesa prompts';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paystack sandbox phone</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{margin:.25rem;padding:.5rem 1rem}ul{list-style:none;padding:0}</style></head>
<body><h1>${heading}</h1>${items ? `<ul>${items}</ul>` : '<p role="status">No prompt is waiting.</p>'}</body></html>`;
}

/** The inline script: `new PaystackPop()` with newTransaction and resumeTransaction, as Paystack's v2 script. */
export function inlineScript(sandboxUrl: string): string {
  return `(() => {
  const SANDBOX = ${JSON.stringify(sandboxUrl)};
  function open(accessCode, callbacks) {
    const frame = document.createElement('iframe');
    frame.src = SANDBOX + '/checkout/' + accessCode;
    frame.title = 'Paystack checkout';
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;background:#fff;z-index:2147483647';
    const onMessage = (event) => {
      if (!event.data || event.data.source !== 'paystack-sandbox') return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      if (event.data.outcome === 'success') callbacks.onSuccess && callbacks.onSuccess({ reference: event.data.reference, status: 'success', trxref: event.data.reference });
      else if (event.data.outcome === 'abandoned') callbacks.onCancel && callbacks.onCancel();
      else callbacks.onError && callbacks.onError({ message: 'Declined' });
    };
    window.addEventListener('message', onMessage);
    // Focus moves into the checkout, so a keyboard user pays without hunting for the frame; when it closes, the
    // opener's page decides where focus goes next.
    frame.addEventListener('load', () => frame.focus());
    document.body.appendChild(frame);
  }
  class PaystackPop {
    resumeTransaction(accessCode, callbacks = {}) { open(accessCode, callbacks); }
    async newTransaction(options) {
      const response = await fetch(SANDBOX + '/inline/initialize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options) });
      const body = await response.json();
      if (!body.status) { options.onError && options.onError({ message: body.message }); return; }
      open(body.data.access_code, options);
    }
  }
  window.PaystackPop = PaystackPop;
})();`;
}
