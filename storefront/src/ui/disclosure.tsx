import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cx } from './cx';

interface DisclosureProps {
  /** The always-visible line; it becomes the toggle button inside a heading. */
  summary: ReactNode;
  heading?: 'h2' | 'h3';
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A show/hide section (WAI-ARIA disclosure pattern). Unlike Radix's accordion, the hidden part stays in the
 * markup, so answers and job details are in the prerendered HTML for search engines and find-in-page.
 */
export function Disclosure({
  summary,
  heading: Heading = 'h3',
  defaultOpen = false,
  className,
  children,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className={cx('rounded-xl border border-slate-200 bg-white', className)}>
      <Heading className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 rounded-xl p-5 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <span className="min-w-0 flex-1">{summary}</span>
          <ChevronDown
            aria-hidden="true"
            className={cx('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </Heading>
      <div id={id} hidden={!open} className="px-5 pb-5 text-slate-700">
        {children}
      </div>
    </div>
  );
}
