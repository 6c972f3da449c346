/**
 * Demo content for Syokimau Coworking Hub (EENS Business Park, Syokimau,
 * along Mombasa Road, Nairobi), written by the demo seeder on a new installation.
 *
 * All money values are KES strings with two decimals (decimal 10,2).
 */

export { type DemoBlogPost, demoBlogPosts } from './demo-blog-posts.js';
export { type DemoEvent, demoEvents } from './demo-events.js';
export { type DemoComparisonFeature, type DemoPlan, demoComparisonFeatures, demoPlans } from './demo-plans.js';
export { type DemoSpace, demoSpaces } from './demo-spaces.js';
