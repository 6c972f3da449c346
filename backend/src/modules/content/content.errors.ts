import { DomainError } from '../../common/errors/domain-error.js';
import { CONTENT_MESSAGES } from './content.messages.js';
import { EVENT_REGISTRATION_MESSAGES } from './event-registrations/event-registration.messages.js';
import { MAX_IMAGE_BYTES } from './images/image-sizes.js';

/** The content module's refusals: one class, a code per rule, the words from content.messages.ts. */
export type ContentErrorCode =
  | 'contact-not-found'
  | 'application-not-found'
  | 'subscriber-not-found'
  | 'event-not-found'
  | 'post-not-found'
  | 'published-post-not-found'
  | 'slug-taken'
  | 'image-missing'
  | 'image-type'
  | 'image-too-large'
  | 'image-unreadable'
  | 'image-not-stored'
  | 'nothing-to-change'
  | 'contact-move-forbidden'
  | 'application-move-forbidden'
  | 'registration-event-not-found'
  | 'event-past'
  | 'event-full'
  | 'already-registered'
  | 'registration-not-found'
  | 'registration-already-cancelled'
  | 'registration-move-refused';

export class ContentError extends DomainError<ContentErrorCode> {
  readonly module = 'content';
}

/** A refused upload names the file field, so the form shows the words beside it. */
const refusedImage = (code: ContentErrorCode, message: string) =>
  new ContentError(code, 'invalid', message, { file: message });

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const CONTENT_ERRORS = {
  contactNotFound: () => new ContentError('contact-not-found', 'not-found', CONTENT_MESSAGES.contactNotFound),
  applicationNotFound: () =>
    new ContentError('application-not-found', 'not-found', CONTENT_MESSAGES.applicationNotFound),
  subscriberNotFound: () => new ContentError('subscriber-not-found', 'not-found', CONTENT_MESSAGES.subscriberNotFound),
  eventNotFound: () => new ContentError('event-not-found', 'not-found', CONTENT_MESSAGES.eventNotFound),
  postNotFound: () => new ContentError('post-not-found', 'not-found', CONTENT_MESSAGES.postNotFound),
  /** A draft, a scheduled post or an unknown slug, as the public site asks for it. */
  publishedPostNotFound: () =>
    new ContentError('published-post-not-found', 'not-found', CONTENT_MESSAGES.publicPostNotFound),
  slugTaken: (slug: string) =>
    new ContentError('slug-taken', 'conflict', CONTENT_MESSAGES.slugTaken(slug), {
      slug: CONTENT_MESSAGES.slugTaken(slug),
    }),
  imageMissing: () => new ContentError('image-missing', 'invalid', CONTENT_MESSAGES.imageMissing),
  imageType: () => refusedImage('image-type', CONTENT_MESSAGES.imageType),
  imageTooLarge: () => refusedImage('image-too-large', CONTENT_MESSAGES.imageTooLarge(MAX_IMAGE_BYTES / 1024 / 1024)),
  imageUnreadable: () => refusedImage('image-unreadable', CONTENT_MESSAGES.imageUnreadable),
  /** The picture storage (object storage) did not take the picture. */
  imageNotStored: () => new ContentError('image-not-stored', 'upstream-failed', CONTENT_MESSAGES.imageNotStored),
  nothingToChange: () => new ContentError('nothing-to-change', 'invalid', CONTENT_MESSAGES.nothingToChange),
  contactMove: (from: string, to: string, allowed: readonly string[]) =>
    new ContentError('contact-move-forbidden', 'conflict', CONTENT_MESSAGES.contactMove(from, to, allowed)),
  applicationMove: (from: string, to: string, allowed: readonly string[]) =>
    new ContentError('application-move-forbidden', 'conflict', CONTENT_MESSAGES.applicationMove(from, to, allowed)),
  /** The event a visitor registers for (or staff list attendees of) is gone: told in the visitor's words. */
  registrationEventNotFound: () =>
    new ContentError('registration-event-not-found', 'not-found', EVENT_REGISTRATION_MESSAGES.eventNotFound),
  eventPast: (title: string) =>
    new ContentError('event-past', 'conflict', EVENT_REGISTRATION_MESSAGES.eventPast(title)),
  eventFull: (title: string) =>
    new ContentError('event-full', 'conflict', EVENT_REGISTRATION_MESSAGES.eventFull(title)),
  alreadyRegistered: (title: string) =>
    new ContentError('already-registered', 'conflict', EVENT_REGISTRATION_MESSAGES.alreadyRegistered(title)),
  registrationNotFound: () =>
    new ContentError('registration-not-found', 'not-found', EVENT_REGISTRATION_MESSAGES.registrationNotFound),
  registrationAlreadyCancelled: () =>
    new ContentError('registration-already-cancelled', 'conflict', EVENT_REGISTRATION_MESSAGES.alreadyCancelled),
  registrationMoveRefused: (from: string, to: string) =>
    new ContentError('registration-move-refused', 'conflict', EVENT_REGISTRATION_MESSAGES.moveRefused(from, to)),
};
