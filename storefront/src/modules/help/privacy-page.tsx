import { loadOnUse } from '../../ui/load-on-use';

/**
 * The policy is text and in-page links: the prerendered HTML shows all of it, and its code loads when the visitor
 * first points at, touches or focuses it (at once when the page is rendered in the browser, after a navigation).
 */
const PrivacyPolicy = loadOnUse(async () => (await import('./components/privacy-policy')).PrivacyPolicy);

export default function PrivacyPage() {
  return <PrivacyPolicy />;
}
