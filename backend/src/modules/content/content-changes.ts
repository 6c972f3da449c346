/** The change notice every committed write to events announces (the public list of events is prepared from them). */
export const EVENTS_CHANGED = 'events';

/** The change notice every committed write to blog posts announces (the public list of posts is prepared from them). */
export const POSTS_CHANGED = 'blog-posts';
