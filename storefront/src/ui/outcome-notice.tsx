import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { cx } from './cx';

/** The server's answer to what the visitor just did, to announce. */
export interface Outcome {
  tone: 'success' | 'error';
  message: string;
}

const SIZES = {
  /** Above a page's content. */
  page: { box: 'mb-6 gap-3 rounded-xl p-4', icon: 'size-6' },
  /** Inside a card. */
  card: { box: 'mt-4 gap-2 rounded-lg p-3 text-sm', icon: 'size-5' },
};

/**
 * A success in a status region, a failure in an alert region, each with its icon. Both regions are always in the
 * page, so a message appearing in them is announced.
 */
export function OutcomeNotice({ outcome, size }: { outcome?: Outcome; size: keyof typeof SIZES }) {
  const { box, icon } = SIZES[size];
  return (
    <>
      <div role="status">
        {outcome?.tone === 'success' && (
          <p className={cx('flex border border-green-200 bg-green-50 font-medium text-green-900', box)}>
            <CheckCircle2 aria-hidden="true" className={cx(icon, 'shrink-0')} />
            {outcome.message}
          </p>
        )}
      </div>
      <div role="alert">
        {outcome?.tone === 'error' && (
          <p className={cx('flex border border-red-200 bg-red-50 font-medium text-red-900', box)}>
            <TriangleAlert aria-hidden="true" className={cx(icon, 'shrink-0')} />
            {outcome.message}
          </p>
        )}
      </div>
    </>
  );
}
