import { type AdminApi } from './admin-api.js';
import { productUnderTest } from './environment.js';
import { proofOfWorkHeader } from './proof-of-work.js';
import { futureWeekday } from './storefront.js';

/**
 * An event staff add with a single seat, taken at once by someone registering on the public site (the way its
 * registration form sends it), so the next visitor finds it full.
 */
export async function fullEvent(admin: AdminApi, title: string): Promise<{ eventId: string; registrationId: string }> {
  const event = await admin.request<{ id: string }>('POST', '/api/admin/events', {
    title,
    description: 'A hands-on session for a small group: one seat only.',
    category: 'workshop',
    date: futureWeekday(12),
    time: '18:00 - 20:00',
    capacity: 1,
  });
  const { baseUrl } = productUnderTest();
  const response = await fetch(`${baseUrl}/api/events/${event.id}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(await proofOfWorkHeader()) },
    body: JSON.stringify({
      firstName: 'Baraka',
      lastName: 'Kiprop',
      email: `seat-${event.id}@example.com`,
    }),
  });
  if (!response.ok) throw new Error(`Taking the only seat: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return { eventId: event.id, registrationId: id };
}
