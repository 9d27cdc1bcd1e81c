/** What the account specs share: unique addresses, a registration through the API, a project document. */
import { expect, type APIRequestContext } from './fixtures';

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function register(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/registrations', { data: { time_zone: 'Europe/Amsterdam', ...body } });
  expect(response.status(), await response.text()).toBe(200);
  const { registrationID } = (await response.json()) as { registrationID: string };
  return registrationID;
}

export async function projectOf(request: APIRequestContext, eventId: string) {
  const response = await request.get(`/frontend-api/projectevents/${eventId}`);
  expect(response.ok()).toBe(true);
  return response.json() as Promise<{
    _id: string;
    eventTitle: string;
    calendarTitle?: string;
    location?: { formattedAddress?: string };
    events: { _id: string; name: string; startTime: number; durationInMinutes: number }[];
  }>;
}
