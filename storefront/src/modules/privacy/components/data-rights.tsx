import { Download, FileArchive, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../api/api-error';
import { Button, buttonClasses } from '../../../ui/button';
import { type Outcome, OutcomeNotice } from '../../../ui/outcome-notice';
import { downloadExport, type ErasureRequested, requestErasure } from '../privacy-api';
import {
  erasureRequestText,
  type ErasureRequestReceipt,
  type ExportFormat,
  KEPT_FOR_TAX_TEXT,
  type PrivacySubject,
} from '../privacy-text';

// The confirmation (a Radix alert dialog) is wanted by few: its code loads when the Erase button is first pointed at,
// focused or pressed, and the dialog opens as soon as it is in.
const ErasureDialog = lazy(async () => ({ default: (await import('./erasure-dialog')).ErasureDialog }));

/** Runs a call of the person's: the portal's signs the member out when their session has ended. */
export type CallGuard = <T>(call: () => Promise<T>) => Promise<T>;

const unguarded: CallGuard = (call) => call();

interface DataRightsProps {
  subject: PrivacySubject;
  guard?: CallGuard;
  /** The erasure button's words ('Ask us to erase my data', 'Erase my data'). */
  eraseLabel: string;
  /** A request already made (the portal reads it with the consents): its state is shown instead of the button. */
  existing?: ErasureRequestReceipt | null;
  onErasureRequested?(request: ErasureRequested): void;
  /** Which actions are offered (a signed link may be for one of them); both by default. */
  offers?: { download?: boolean; erasure?: boolean };
}

const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please check your connection and try again.';
const ERASURE_FAILED = 'Your request could not be sent. Please check your connection and try again.';

/**
 * A person's rights over their data, wherever they reach them (portal, manage link, e-mailed link): a copy of
 * everything we hold, as JSON or as spreadsheet files in a zip, and erasure after a confirmation that says what is
 * erased and what tax law makes us keep. Once asked for, the request's number and due day are shown.
 */
export function DataRights({
  subject,
  guard = unguarded,
  eraseLabel,
  existing,
  onErasureRequested,
  offers,
}: DataRightsProps) {
  const [downloading, setDownloading] = useState<ExportFormat>();
  const [downloadOutcome, setDownloadOutcome] = useState<Outcome>();
  const [request, setRequest] = useState<ErasureRequestReceipt | null>(existing ?? null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [erasureFailure, setErasureFailure] = useState<Outcome>();
  // The erase button, then (once asked) the request's text: where focus goes when the dialog closes.
  const focusAfterDialog = useRef<HTMLElement | null>(null);
  const shown = request ?? existing ?? null;
  const { download = true, erasure = true } = offers ?? {};

  async function fetchData(format: ExportFormat) {
    setDownloading(format);
    setDownloadOutcome(undefined);
    try {
      await guard(() => downloadExport(subject, format));
      setDownloadOutcome({
        tone: 'success',
        message:
          format === 'zip'
            ? 'Your data is downloading as spreadsheet files in a zip.'
            : 'Your data is downloading as a JSON file.',
      });
    } catch (error) {
      setDownloadOutcome({ tone: 'error', message: messageOf(error, DOWNLOAD_FAILED) });
    } finally {
      setDownloading(undefined);
    }
  }

  function askForErasure(reason: string) {
    setSending(true);
    setFailure(undefined);
    guard(() => requestErasure(subject, reason))
      .then((made) => {
        setRequest(made);
        setErasureFailure(undefined);
        setDialogOpen(false);
        onErasureRequested?.(made);
      })
      .catch((error: unknown) => {
        // A link that is wrong or has expired, or a session that ended, will not work on a retry.
        if (error instanceof ApiError && (error.status === 404 || error.status === 401 || error.status === 409)) {
          setDialogOpen(false);
          setErasureFailure({ tone: 'error', message: error.message });
          return;
        }
        setFailure(messageOf(error, ERASURE_FAILED));
      })
      .finally(() => setSending(false));
  }

  return (
    <div className="space-y-8">
      {download && (
        <div>
          <h3 className="text-lg font-semibold">Download your data</h3>
          <p className="mt-1 text-sm text-slate-600">
            Everything we hold about you: your details, bookings, memberships, payments, messages and consent choices.
            The spreadsheet files open in Excel, Numbers or Google Sheets.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button variant="outline" onClick={() => void fetchData('json')} disabled={downloading !== undefined}>
              <Download aria-hidden="true" className="size-4" />
              {downloading === 'json' ? 'Preparing...' : 'Download my data'}
            </Button>
            <Button variant="outline" onClick={() => void fetchData('zip')} disabled={downloading !== undefined}>
              <FileArchive aria-hidden="true" className="size-4" />
              {downloading === 'zip' ? 'Preparing...' : 'Download as spreadsheet files (zip)'}
            </Button>
          </div>
          <OutcomeNotice outcome={downloadOutcome} size="card" />
        </div>
      )}
      {erasure && (
        <div>
          <h3 className="text-lg font-semibold">Erase your data</h3>
          <p className="mt-1 text-sm text-slate-600">
            We erase or anonymise everything that names you. {KEPT_FOR_TAX_TEXT.replace(/:$/, '.')}
          </p>
          <OutcomeNotice outcome={erasureFailure} size="card" />
          <div role="status">
            {shown && (
              <p
                ref={(element) => {
                  focusAfterDialog.current = element;
                }}
                tabIndex={-1}
                data-testid="erasure-request"
                className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-950 outline-none"
              >
                {erasureRequestText(shown)}
              </p>
            )}
          </div>
          {!shown && (
            <div className="mt-4">
              <button
                ref={(element) => {
                  focusAfterDialog.current = element;
                }}
                type="button"
                className={buttonClasses('danger')}
                aria-haspopup="dialog"
                onPointerEnter={() => setDialogWanted(true)}
                onFocus={() => setDialogWanted(true)}
                onClick={() => {
                  setFailure(undefined);
                  setDialogWanted(true);
                  setDialogOpen(true);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" /> {eraseLabel}
              </button>
            </div>
          )}
          {dialogWanted && (
            <Suspense fallback={null}>
              <ErasureDialog
                open={dialogOpen}
                onOpenChange={setDialogOpen}
                busy={sending}
                failure={failure}
                onConfirm={askForErasure}
                returnFocus={focusAfterDialog}
              />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
