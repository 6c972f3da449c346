import { type ReactNode } from 'react';
import { cx } from './cx';

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx('mx-auto w-full max-w-6xl px-4 sm:px-6', className)}>{children}</div>;
}

interface SectionProps {
  id?: string;
  title?: string;
  intro?: ReactNode;
  tone?: 'white' | 'muted' | 'brand';
  className?: string;
  children: ReactNode;
}

/** A page band with an optional h2 and intro; `tone` alternates backgrounds down the page. */
export function Section({ id, title, intro, tone = 'white', className, children }: SectionProps) {
  const tones = { white: 'bg-white', muted: 'bg-slate-50', brand: 'bg-brand-800 text-white' };
  return (
    <section id={id} className={cx('scroll-mt-20 py-14 sm:py-20', tones[tone], className)}>
      <Container>
        {title && <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>}
        {intro && (
          <div className={cx('mt-3 max-w-3xl text-base', tone === 'brand' ? 'text-brand-100' : 'text-slate-600')}>
            {intro}
          </div>
        )}
        <div className={title || intro ? 'mt-10' : undefined}>{children}</div>
      </Container>
    </section>
  );
}

/** The top band of every page: the page's one h1. */
export function PageHero({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-16 text-white sm:py-24">
      <Container>
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-brand-100">{intro}</p>}
        {children && <div className="mt-8">{children}</div>}
      </Container>
    </section>
  );
}

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', className)}>{children}</div>;
}

export function Badge({
  tone = 'brand',
  children,
}: {
  tone?: 'brand' | 'amber' | 'slate' | 'red' | 'green';
  children: ReactNode;
}) {
  const tones = {
    brand: 'bg-brand-100 text-brand-900',
    amber: 'bg-amber-100 text-amber-900',
    slate: 'bg-slate-100 text-slate-700',
    red: 'bg-red-100 text-red-800',
    green: 'bg-green-100 text-green-800',
  };
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone])}>
      {children}
    </span>
  );
}

/** Shown where a list has nothing to show. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children && <div className="mt-2 text-slate-600">{children}</div>}
    </div>
  );
}
