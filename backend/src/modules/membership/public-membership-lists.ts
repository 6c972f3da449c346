import { Injectable } from '@nestjs/common';
import { PreparedAnswers } from '../../common/prepared-answers/prepared-answers.js';
import { type PreparedList } from '../../common/prepared-answers/prepared-list.js';
import { MEMBERSHIP_CATALOGUE_CHANGED, MembershipService } from './membership.service.js';

/**
 * The membership page's three public lists (active plans, the comparison matrix's rows and its cells) as prepared
 * bytes, answered before Nest's pipeline (PreparedAnswers). None depends on the time; all three are dropped by any
 * change to plans, features or cells.
 */
@Injectable()
export class PublicMembershipLists {
  readonly plans: PreparedList;
  readonly features: PreparedList;
  readonly cells: PreparedList;

  constructor(membership: MembershipService, answers: PreparedAnswers) {
    const topics = [MEMBERSHIP_CATALOGUE_CHANGED];
    this.plans = answers.list('membership-plans', topics, async () => ({
      json: JSON.stringify(await membership.activePlans()),
    }));
    this.features = answers.list('comparison-features', topics, async () => ({
      json: JSON.stringify(await membership.features(true)),
    }));
    this.cells = answers.list('comparison-feature-plans', topics, async () => ({
      json: JSON.stringify(await membership.featurePlans()),
    }));
    answers.serve('membership-plans', this.plans);
    answers.serve('comparison-features', this.features);
    answers.serve('comparison-feature-plans', this.cells);
  }
}
