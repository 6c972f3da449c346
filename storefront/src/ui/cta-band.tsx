import { type ReactNode } from 'react';
import { cx } from './cx';
import { Section } from './layout';

interface CtaBandProps {
  title: string;
  text: string;
  tone?: 'brand' | 'muted';
  /** The band's links or buttons. */
  children: ReactNode;
}

/** A closing call to action: heading and a line of text, with the actions beside them from medium screens up. */
export function CtaBand({ title, text, tone = 'brand', children }: CtaBandProps) {
  return (
    <Section tone={tone}>
      <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          <p className={cx('mt-3 max-w-2xl', tone === 'brand' ? 'text-brand-100' : 'text-slate-600')}>{text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </Section>
  );
}
