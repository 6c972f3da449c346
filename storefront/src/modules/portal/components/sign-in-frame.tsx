import { type ReactNode, useEffect, useRef } from 'react';
import { Card, Container } from '../../../ui/layout';

/** The frame of the signed-out views: the page's h1 on a card over the brand band. */
export function SignInFrame({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view changes under the visitor (signed out, link refused): move focus to its heading so screen readers follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="flex-1 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-0 py-10 sm:py-24">
      <Container className="flex justify-center">
        <Card className="w-full max-w-md sm:p-8">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            Member Portal
          </h1>
          {children}
        </Card>
      </Container>
    </section>
  );
}
