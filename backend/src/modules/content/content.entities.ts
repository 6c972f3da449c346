import { BlogPost } from './entities/blog-post.entity.js';
import { Contact } from './entities/contact.entity.js';
import { Event } from './entities/event.entity.js';
import { EventRegistration } from './entities/event-registration.entity.js';
import { JobApplication } from './entities/job-application.entity.js';
import { NewsletterSubscription } from './entities/newsletter-subscription.entity.js';

export const CONTENT_ENTITIES = [Event, BlogPost, Contact, JobApplication, NewsletterSubscription, EventRegistration];
