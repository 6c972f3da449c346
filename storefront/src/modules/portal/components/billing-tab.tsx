import { formatKes } from '@coworking/domain';
import { FileDown } from 'lucide-react';
import { formatInstantDate } from '../../../ui/format';
import { Card, EmptyState } from '../../../ui/layout';
import { QueryView } from '../../../ui/query-view';
import { useMemberDocuments } from '../hooks/use-member-portal';
import { documentLinkText, documentTitle } from '../portal-text';

/** Receipts for payments and credit notes for refunds, newest first, each a PDF to download. */
export function BillingTab({ onShowSettings }: { onShowSettings(): void }) {
  const documents = useMemberDocuments();
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold">Receipts and credit notes</h2>
      <QueryView
        query={documents}
        loadingLabel="Loading your receipts"
        errorTitle="Your receipts could not be loaded"
        placeholders={2}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No receipts yet">
              <p>Receipts for your payments and credit notes for refunds appear here.</p>
            </EmptyState>
          ) : (
            <ul className="space-y-4">
              {list.map((document) => (
                <li key={`${document.kind}-${document.number}`}>
                  <Card className="p-5">
                    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                      <div className="min-w-0">
                        <h3 className="font-semibold text-slate-900">{documentTitle(document)}</h3>
                        <p className="text-sm text-slate-600">
                          {document.description} · {formatInstantDate(document.issuedAt)}
                        </p>
                      </div>
                      <p className="font-semibold text-slate-900">
                        {document.kind === 'credit-note' && <span className="sr-only">Refunded </span>}
                        {formatKes(document.amountKes)}
                      </p>
                    </div>
                    <a
                      href={document.url}
                      className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
                    >
                      <FileDown aria-hidden="true" className="size-5" /> {documentLinkText(document)}
                    </a>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <p className="text-sm text-slate-600">
        Receipts for a company? Add its name and KRA PIN in{' '}
        <button
          type="button"
          onClick={onShowSettings}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Settings
        </button>
        ; they are printed on the receipts of your membership renewals from then on.
      </p>
    </div>
  );
}
