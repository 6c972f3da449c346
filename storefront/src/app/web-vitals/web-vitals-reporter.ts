import { storefrontRoutePatternOf, webVitalDeviceOf } from '@coworking/domain';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { createWebVitalsQueue, sendReport } from './web-vitals-queue';

/**
 * Measures what this visit experiences (LCP, INP, CLS) and reports it when the page is hidden. Imported only after
 * the page has loaded (entry-client.tsx), so it is no part of the first paint's JavaScript; the browser keeps the
 * earlier paint and layout-shift entries for the library to read late.
 *
 * The measurements belong to the page the visit landed on, as Google's field data counts them: the navigation's
 * own address, matched to its route pattern (a manage link's token is never sent).
 */
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const landedOn = navigation?.name ? new URL(navigation.name).pathname : window.location.pathname;

const queue = createWebVitalsQueue(
  { route: storefrontRoutePatternOf(landedOn), device: webVitalDeviceOf(window.innerWidth) },
  (report) =>
    sendReport(report, {
      sendBeacon: navigator.sendBeacon ? (url, body) => navigator.sendBeacon(url, body) : undefined,
      fetch: (...args) => window.fetch(...args),
    }),
);

onLCP(queue.add);
onINP(queue.add);
onCLS(queue.add);

// On the document, after the library's own listeners (on window, capturing): its last values are in the queue by
// the time it is flushed. pagehide covers browsers that unload without a visibilitychange.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') queue.flush();
});
window.addEventListener('pagehide', () => queue.flush());
