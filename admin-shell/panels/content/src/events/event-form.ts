import type { AdminEvent, EventBody, ValidationErrors } from 'admin-kit';

export const EVENT_CATEGORIES = ['workshop', 'networking', 'social', 'business'] as const;
export const EVENT_CATEGORY_LABELS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  workshop: 'Workshop',
  networking: 'Networking',
  social: 'Social',
  business: 'Business',
};

/** The event form as typed: numbers and money stay text until saved. */
export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  date: string;
  time: string;
  location: string;
  capacity: string;
  price: string;
  featured: boolean;
  image: string | null;
}

export function eventFormValues(event?: AdminEvent): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    category: event?.category ?? 'workshop',
    date: event?.date ?? '',
    time: event?.time ?? '',
    location: event?.location ?? '',
    capacity: event ? String(event.capacity) : '50',
    // A free event's price shows as 0, a paid one as the whole shillings it costs (cents only when there are any).
    price: event ? String(Number(event.price)) : '0',
    featured: event?.featured ?? false,
    image: event?.image ?? null,
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d( - ([01]\d|2[0-3]):[0-5]\d)?$/;
const AMOUNT = /^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;

/** The form's own checks, worded as the server words them (which checks everything again). */
export function validateEventForm(values: EventFormValues): ValidationErrors<EventFormValues> {
  const errors: ValidationErrors<EventFormValues> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.description.trim()) errors.description = 'Description is required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = 'Date is required';
  if (!TIME.test(values.time.trim())) errors.time = 'Time must be like 18:00 or 18:00 - 20:00';
  const capacity = Number(values.capacity);
  if (!Number.isInteger(capacity) || capacity < 1) errors.capacity = 'Capacity must be a whole number, at least 1';
  if (!AMOUNT.test(values.price.trim())) errors.price = 'Price must be an amount in KES, e.g. 1500 or 0 for free';
  return errors;
}

/** What the server is sent: a blank location means the hub's own. */
export function eventBody(values: EventFormValues): EventBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category as EventBody['category'],
    date: values.date,
    time: values.time.trim(),
    location: values.location.trim() || undefined,
    capacity: Number(values.capacity),
    price: values.price.trim(),
    featured: values.featured,
    image: values.image,
  };
}
