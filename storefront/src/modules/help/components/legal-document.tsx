import { type ReactNode } from 'react';
import { Container, PageHero } from '../../../ui/layout';
import { LEGAL_UPDATED } from '../policy-figures';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A policy page: hero, a table of contents that links to each numbered section, then the sections. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <>
      <PageHero title={title} intro={intro}>
        <p className="text-sm text-brand-100">Last updated: {LEGAL_UPDATED}</p>
      </PageHero>
      <Container className="grid gap-10 py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="font-semibold text-slate-900">On this page</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-slate-600 hover:text-brand-700">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="scroll-mt-24">
              <h2 className="text-2xl font-bold">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
