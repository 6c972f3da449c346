import { instanceLabel } from '@coworking/domain';
import { type EntityManager } from '@mikro-orm/postgresql';
import { AppSetting } from '../../common/entities/app-setting.entity.js';
import { SpaceInstance } from '../../modules/booking/entities/space-instance.entity.js';
import { Space } from '../../modules/booking/entities/space.entity.js';
import { BlogPost } from '../../modules/content/entities/blog-post.entity.js';
import { Event } from '../../modules/content/entities/event.entity.js';
import { ComparisonFeaturePlan } from '../../modules/membership/entities/comparison-feature-plan.entity.js';
import { ComparisonFeature } from '../../modules/membership/entities/comparison-feature.entity.js';
import { MembershipPlan } from '../../modules/membership/entities/membership-plan.entity.js';
import { demoBlogPosts, demoComparisonFeatures, demoEvents, demoPlans, demoSpaces } from './demo-content.js';

export const DEMO_SEEDED_KEY = 'demo_content_seeded_at';

/**
 * Writes the demo catalogue once per installation. The marker row makes it run only on the first
 * start: content an admin later deletes does not come back on the next restart.
 */
export async function seedDemoContent(em: EntityManager): Promise<boolean> {
  if (await em.findOne(AppSetting, { key: DEMO_SEEDED_KEY })) return false;
  // An installation that already holds a catalogue (seeded by hand, or before the marker existed) is left alone.
  if ((await em.count(Space)) > 0 || (await em.count(MembershipPlan)) > 0) {
    em.persist(new AppSetting(DEMO_SEEDED_KEY, { skipped: 'catalogue already present', at: new Date().toISOString() }));
    return false;
  }

  demoSpaces.forEach((demo, index) => {
    const space = em.create(Space, { ...demo, number: index + 1, displayOrder: index + 1 });
    for (let instanceNumber = 1; instanceNumber <= demo.availabilityCapacity; instanceNumber++) {
      em.persist(new SpaceInstance(space, instanceNumber, instanceLabel(demo.type, instanceNumber)));
    }
  });

  const plansByKey = new Map<string, MembershipPlan>();
  demoPlans.forEach(({ key, ...demo }, index) => {
    plansByKey.set(key, em.create(MembershipPlan, { ...demo, number: index + 1, displayOrder: index + 1 }));
  });

  demoComparisonFeatures.forEach((demo, index) => {
    const feature = em.create(ComparisonFeature, { name: demo.name, displayOrder: index + 1 });
    for (const [planKey, value] of Object.entries(demo.values)) {
      const plan = plansByKey.get(planKey);
      if (!plan) throw new Error(`Demo comparison feature "${demo.name}" names an unknown plan "${planKey}"`);
      em.persist(new ComparisonFeaturePlan(feature, plan, value));
    }
  });

  for (const { location, ...demo } of demoEvents) {
    em.create(Event, location ? { ...demo, location } : demo);
  }
  for (const { createdAt, ...demo } of demoBlogPosts) {
    const at = new Date(createdAt);
    em.create(BlogPost, { ...demo, createdAt: at, updatedAt: at, publishedAt: demo.published ? at : null });
  }

  em.persist(new AppSetting(DEMO_SEEDED_KEY, { at: new Date().toISOString() }));
  return true;
}
