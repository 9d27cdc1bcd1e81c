/**
 * What the agenda specs share: the seeded `multi-session` project's sessions, fresh registrations,
 * the controllers, the agenda's rows, a contrast check and the page's clock.
 */

import { expect, test, type APIRequestContext, type Page } from './fixtures';

export interface Event {
  _id: string;
  name: string;
  startTime: number;
  durationInMinutes: number;
}

export const OPENING = 'multi-session';

export const A = 'multi-session-round1-a';

export const B = 'multi-session-round1-b';

export const CLOSING = 'multi-session-closing';

export const LINUS = 'demoRegistrationMulti001';

export const TOKEN = process.env.LIVE_CONTROL_TOKEN ?? 'e2e-live-control-token';

export async function eventsOf(request: APIRequestContext, opening = OPENING): Promise<Record<string, Event>> {
  const project = (await (await request.get(`/frontend-api/projectevents/${opening}`)).json()) as { events: Event[] };
  return Object.fromEntries(project.events.map((e) => [e._id, e]));
}

export const endMs = (e: Event) => (e.startTime + e.durationInMinutes * 60) * 1000;

export let counter = 0;

export async function registerFresh(
  request: APIRequestContext,
  sessions: string[],
  opening = OPENING,
): Promise<string> {
  counter += 1;
  const response = await request.post('/api/registrations', {
    data: {
      event_id: opening,
      first_name: 'Agenda',
      last_name: `Tester${counter}`,
      email: `agenda.${Date.now()}.${counter}.${test.info().workerIndex}@example.com`,
      time_zone: 'Europe/Amsterdam',
      SELECTED_EVENTS: sessions,
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

export async function selectionOf(
  request: APIRequestContext,
  id: string,
  projectId = 'proj-multi-session',
): Promise<string[]> {
  return ((await (await request.get(`/api/registrations/${projectId}/${id}`)).json()) as { SELECTED_EVENTS: string[] })
    .SELECTED_EVENTS;
}

export async function control(request: APIRequestContext, eventId: string, state: 'pre' | 'on-air' | 'post') {
  const response = await request.post(`/live-director/control/${eventId}`, {
    data: { state },
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const row = (page: Page, eventId: string) => page.locator(`.agenda-session[data-event-id="${eventId}"]`);

export const label = (page: Page, eventId: string) => row(page, eventId).locator('.agenda-label');

export const toggle = (page: Page) => page.getByRole('button', { name: /Show all sessions|Show only my session/ });

/** The contrast of an element's text on its own background, which must be opaque (else 0). */
export function ownContrast(element: Element): number {
  const style = getComputedStyle(element);
  const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const [r, g, b, alpha = 1] = rgba(style.backgroundColor);
  if (alpha < 1) return 0;
  const luminance = ([red, green, blue]: number[]) => {
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  };
  const [light, dark] = [luminance([r, g, b]), luminance(rgba(style.color))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Jumps the page's clock to `ms`, holds it there, and lets its timers run for `runMs`. */
export async function at(page: Page, ms: number, runMs = 1000) {
  await page.clock.pauseAt(ms);
  await page.clock.runFor(runMs);
}
