import type { AdminEvent } from 'admin-kit';
import { eventBody, eventFormValues, validateEventForm } from './event-form';

const EVENT: AdminEvent = {
  id: 'e1',
  title: 'Pitch Night',
  description: 'Five founders.',
  category: 'business',
  date: '2026-12-10',
  time: '18:00 - 20:00',
  location: 'Syokimau Coworking Hub',
  capacity: 40,
  price: '1500.00',
  featured: true,
  image: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

describe('the event form', () => {
  it('starts from the event, its price in shillings', () => {
    expect(eventFormValues(EVENT)).toMatchObject({ price: '1500', capacity: '40', time: '18:00 - 20:00' });
    expect(eventFormValues()).toMatchObject({ price: '0', capacity: '50', category: 'workshop', image: null });
  });

  it('names each field it refuses', () => {
    const errors = validateEventForm({ ...eventFormValues(), time: '6pm', capacity: '0', price: 'free' });
    expect(Object.keys(errors).sort()).toEqual(['capacity', 'date', 'description', 'price', 'time', 'title']);
    expect(validateEventForm({ ...eventFormValues(EVENT), price: '1,500.50' })).toEqual({});
  });

  it('sends a blank location as none (the hub) and numbers as numbers', () => {
    const body = eventBody({ ...eventFormValues(EVENT), location: '  ', capacity: '25' });
    expect(body).toMatchObject({ location: undefined, capacity: 25, price: '1500', featured: true });
  });
});
