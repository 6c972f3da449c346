import { addVenueDays, venueInstant, venueToday } from '@coworking/domain';
import { Injectable } from '@nestjs/common';
import { PreparedAnswers } from '../../common/prepared-answers/prepared-answers.js';
import { type PreparedList } from '../../common/prepared-answers/prepared-list.js';
import { EVENTS_CHANGED, POSTS_CHANGED } from './content-changes.js';
import { PublishedContentService } from './published-content.service.js';

/**
 * The events and blog lists (all, and featured only) as prepared bytes, answered before Nest's pipeline
 * (PreparedAnswers). Both depend on the time as well as on staff's edits: the events list holds until the venue's
 * next midnight (yesterday's events leave it), the posts list until the next scheduled post's publish time.
 */
@Injectable()
export class PublicContentLists {
  readonly events: { all: PreparedList; featured: PreparedList };
  readonly posts: { all: PreparedList; featured: PreparedList };

  constructor(content: PublishedContentService, answers: PreparedAnswers) {
    const events = (featured: boolean) =>
      answers.list(featured ? 'events?featured=true' : 'events', [EVENTS_CHANGED], async (now) => ({
        json: JSON.stringify(await content.events(featured)),
        changesAt: venueInstant(addVenueDays(venueToday(now), 1)).getTime(),
      }));
    const posts = (featured: boolean) =>
      answers.list(featured ? 'blog?featured=true' : 'blog', [POSTS_CHANGED], async (now) => {
        const [list, next] = await Promise.all([content.blogPosts(featured), content.nextScheduledPublish(now)]);
        return { json: JSON.stringify(list), changesAt: next?.getTime() };
      });
    this.events = { all: events(false), featured: events(true) };
    this.posts = { all: posts(false), featured: posts(true) };
    answers.serve('events', this.events.all);
    answers.serve('events?featured=true', this.events.featured);
    answers.serve('blog', this.posts.all);
    answers.serve('blog?featured=true', this.posts.featured);
  }
}
