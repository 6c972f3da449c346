import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../ui/button';
import { CtaBand } from '../../../ui/cta-band';
import { Disclosure } from '../../../ui/disclosure';
import { EmptyState, PageHero, Section } from '../../../ui/layout';
import { matchesQuery, SearchField } from '../../../ui/search-filters';
import { FAQ } from '../faq-content';

/** The questions with their search (the FAQ page loads it on first use, see faq-page.tsx). */
export function FaqBody() {
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const categories = FAQ.map((category) => ({
    ...category,
    questions: category.questions.filter((item) => matchesQuery(query, item.question, item.answer)),
  })).filter((category) => category.questions.length > 0);
  const found = categories.reduce((total, category) => total + category.questions.length, 0);

  return (
    <>
      <PageHero
        title="Frequently Asked Questions"
        intro="Everything about memberships, prices, bookings, payments and getting here. Can't find your answer? Just ask us."
      />
      <Section>
        <div role="search" className="max-w-2xl">
          <SearchField label="Search questions" placeholder="Search questions..." value={query} onChange={setQuery} />
          <p role="status" className="sr-only">
            {searching ? `${found} ${found === 1 ? 'question' : 'questions'} found` : ''}
          </p>
        </div>
        <div className="mt-10 max-w-3xl space-y-12">
          {categories.length === 0 ? (
            <EmptyState title="No Matching Questions Found">
              <p>Try other words, or send us your question and we will answer within 24 hours.</p>
              <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
                <Button variant="outline" onClick={() => setQuery('')}>
                  Clear Search
                </Button>
                <ButtonLink to="/contact">Ask Us</ButtonLink>
              </div>
            </EmptyState>
          ) : (
            categories.map((category) => (
              <section key={category.title}>
                <h2 className="text-2xl font-bold">{category.title}</h2>
                {/* Remounted per search so matching answers open: the visitor searched for them. */}
                <ul key={query} className="mt-5 space-y-3">
                  {category.questions.map((item) => (
                    <li key={item.question}>
                      <Disclosure summary={item.question} defaultOpen={searching}>
                        <p>{item.answer}</p>
                      </Disclosure>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      </Section>
      <CtaBand
        tone="muted"
        title="Still Have Questions?"
        text="Our team replies within 24 hours, or call us during opening hours."
      >
        <ButtonLink to="/contact" size="lg">
          <MessageCircle aria-hidden="true" className="size-5" /> Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
