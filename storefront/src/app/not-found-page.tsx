import { ButtonLink } from '../ui/button';
import { Container } from '../ui/layout';

export default function NotFoundPage() {
  return (
    <section className="py-24">
      <Container className="text-center">
        <p className="text-6xl font-extrabold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold">404 Page Not Found</h1>
        <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
        <ButtonLink to="/" className="mt-8">
          Back to Home
        </ButtonLink>
      </Container>
    </section>
  );
}
