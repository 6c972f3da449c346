import { ChevronLeft, ChevronRight, Pause, Play, Star } from 'lucide-react';
import { type FocusEvent, type ReactNode, useEffect, useState } from 'react';
import { cx } from '../../../ui/cx';
import { Section } from '../../../ui/layout';
import { type Testimonial, TESTIMONIALS } from '../home-content';

const ADVANCE_MS = 5000;
const COUNT = TESTIMONIALS.length;
// Where a card sits relative to the first one shown: the first always, the second from md, the third from lg.
const VISIBILITY = ['block', 'hidden md:block', 'hidden lg:block'];
const ORDER = ['order-1', 'order-2', 'order-3', 'order-4', 'order-5'];

/**
 * Every testimonial is in the HTML (so the prerendered page carries them all); only the window of three (one on
 * phones) starting at `first` is displayed. Rotation stops while the pointer or keyboard focus is inside, and
 * for good when the visitor presses Stop or prefers reduced motion.
 */
export function TestimonialsCarousel() {
  const [first, setFirst] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !hovered && !focused && !stopped;

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setStopped(true);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setFirst((index) => (index + 1) % COUNT), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, first]);

  const show = (index: number) => setFirst((index + COUNT) % COUNT);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Section
      title="What Our Members Say"
      intro="Founders, freelancers and remote teams who made Syokimau their office."
    >
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Member testimonials"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div className="mb-6 flex items-center justify-end gap-2">
          <IconButton
            label={stopped ? 'Start automatic rotation' : 'Stop automatic rotation'}
            onClick={() => setStopped(!stopped)}
          >
            {stopped ? <Play className="size-5" /> : <Pause className="size-5" />}
          </IconButton>
          <IconButton label="Previous testimonial" onClick={() => show(first - 1)}>
            <ChevronLeft className="size-5" />
          </IconButton>
          <IconButton label="Next testimonial" onClick={() => show(first + 1)}>
            <ChevronRight className="size-5" />
          </IconButton>
        </div>
        <ul aria-live={rotating ? 'off' : 'polite'} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial, index) => {
            const position = (index - first + COUNT) % COUNT;
            return (
              <li
                key={testimonial.id}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${COUNT}`}
                className={cx(ORDER[position], VISIBILITY[position] ?? 'hidden')}
              >
                <TestimonialCard testimonial={testimonial} />
              </li>
            );
          })}
        </ul>
        <div className="mt-8 flex justify-center gap-1">
          {TESTIMONIALS.map((testimonial, index) => (
            <button
              key={testimonial.id}
              type="button"
              aria-label={`Show testimonial ${index + 1}`}
              aria-current={index === first ? 'true' : undefined}
              onClick={() => show(index)}
              className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span
                className={cx(
                  'block h-2.5 rounded-full transition-all',
                  index === first ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </Section>
  );
}

function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="flex gap-0.5 text-accent-500" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
        {Array.from({ length: 5 }, (_, star) => (
          <Star
            key={star}
            aria-hidden="true"
            className={cx('size-4', star < testimonial.rating ? 'fill-current' : 'text-slate-300')}
          />
        ))}
      </p>
      <blockquote className="mt-4 flex-1 text-slate-700">“{testimonial.content}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
        >
          {testimonial.avatar}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
