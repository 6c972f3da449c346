import {
  type ErasureRequestReceipt,
  exportFileName,
  type ExportFormat,
  type PrivacyRequestKind,
  type PrivacySubject,
} from './privacy-text';

// The typed client (openapi-fetch) loads when the person first asks for something, not with the card.
const typedClient = () => import('../../api/client');

/** The answer to an erasure request: the request, and the server's words about it. */
export type ErasureRequested = ErasureRequestReceipt & { message: string };

const zipQuery = (format: ExportFormat) => (format === 'zip' ? { format: 'zip' as const } : {});

/** Everything held about the person, as JSON or as spreadsheet files in a zip; a refusal carries the server's words. */
async function fetchExport(subject: PrivacySubject, format: ExportFormat) {
  const { api } = await typedClient();
  const query = zipQuery(format);
  switch (subject.kind) {
    case 'member':
      return api.GET('/api/member/data-export', { params: { query }, parseAs: 'blob' });
    case 'manage':
      return api.GET('/api/bookings/manage/{token}/data-export', {
        params: { path: { token: subject.token }, query },
        parseAs: 'blob',
      });
    case 'signed':
      return api.GET('/api/privacy/requests/{token}/data-export', {
        params: { path: { token: subject.token }, query },
        parseAs: 'blob',
      });
  }
}

/** Downloads the person's data and hands it to the browser as a file (named as the server names it). */
export async function downloadExport(subject: PrivacySubject, format: ExportFormat): Promise<void> {
  const { unwrap } = await typedClient();
  const call = fetchExport(subject, format);
  const blob: Blob = await unwrap(call);
  const { response } = await call;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(response.headers.get('Content-Disposition'), format);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file only after the click's task: let go of it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Asks for the person's data to be erased (202: the request, with the day it will be done by). */
export async function requestErasure(subject: PrivacySubject, reason?: string): Promise<ErasureRequested> {
  const { api, unwrap } = await typedClient();
  const body = reason?.trim() ? { reason: reason.trim() } : {};
  switch (subject.kind) {
    case 'member':
      return unwrap(api.POST('/api/member/erasure-request', { body }));
    case 'manage':
      return unwrap(
        api.POST('/api/bookings/manage/{token}/erasure-request', { params: { path: { token: subject.token } }, body }),
      );
    case 'signed':
      return unwrap(
        api.POST('/api/privacy/requests/{token}/erasure', { params: { path: { token: subject.token } }, body }),
      );
  }
}

/** Asks for a link to the person's data by e-mail; the answer is the same whether or not we hold any. */
export async function requestPrivacyLink(email: string, kind: PrivacyRequestKind, proofOfWork: string) {
  const { api, unwrap } = await typedClient();
  return unwrap(
    api.POST('/api/privacy/requests', {
      body: { email, kind },
      params: { header: { 'X-Proof-Of-Work': proofOfWork } },
    }),
  );
}
