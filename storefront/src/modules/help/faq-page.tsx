import { loadOnUse } from '../../ui/load-on-use';

/**
 * The questions and their search: the prerendered HTML shows every question, and the code (the search, opening
 * answers) loads when the visitor first points at, touches or focuses the page (at once after a navigation).
 */
const FaqBody = loadOnUse(async () => (await import('./components/faq-body')).FaqBody);

export default function FaqPage() {
  return <FaqBody />;
}
