/** Shared steps of the live e2e specs: the control API, registrations, and "the video plays". */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const TOKEN = process.env.LIVE_CONTROL_TOKEN ?? 'e2e-live-control-token';
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function control(request: APIRequestContext, eventId: string, patch: Record<string, unknown>) {
  const response = await request.post(`/live-director/control/${eventId}`, { data: patch, headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function registerWebinar(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/registrations', { data: {
    event_id: 'webinar', time_zone: 'Europe/Amsterdam', first_name: 'Sanne', last_name: 'Bakker', knowledge_level: 7, role: 'Adviseur',
    email: uniqueEmail('live.webinar'),
  } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

export async function registerHybridOnline(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/registrations', { data: {
    event_id: 'hybrid-summit', time_zone: 'Europe/Amsterdam', first_name: 'Grace', last_name: 'Tester', email: uniqueEmail('live.hybrid'),
    company: 'CareConnect', interests: ['interest-1'], on_site_viewer: 0, SELECTED_EVENTS: ['hybrid-summit'],
  } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const videoTime = (page: Page) => page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** The test signal plays: its time moves on by more than half a second. */
export async function expectPlaying(page: Page) {
  await expect(page.getByTestId('live-video')).toBeVisible();
  await expect.poll(() => page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => video.muted && !video.paused)).toBe(true);
  const start = await videoTime(page);
  await expect.poll(async () => {
    const now = await videoTime(page);
    return now > start + 0.5 || now < start; // moved on, or looped
  }).toBe(true);
}

let copies = 0;
export type Doc = Record<string, any>;

/**
 * A copy of hybrid-summit as project `proj-tabs-…` with event `tabs-…` (on air by its clock, its
 * own broadcast), so a test can drive the controller without touching another test's broadcast;
 * `change` edits the copy.
 */
export async function summitCopy(request: APIRequestContext, change: (doc: Doc, event: Doc) => void = () => {}): Promise<string> {
  const auth = { authorization: `Bearer ${readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim()}` };
  const original = await (await request.get('/admin/api/projects/proj-hybrid-summit', { headers: auth })).json() as Doc;
  const eventId = `tabs-${test.info().workerIndex}-${Date.now().toString(36)}-${copies++}`;
  const event = { ...original.events[0], _id: eventId, eventChatId: `room-${eventId}` };
  delete event.liveDirectorBroadcastSlug; // its own broadcast: the event id
  // Its own copy of the summit's polls and quiz (the organiser's `live` content is the director's).
  const live = { [eventId]: (original.live as Record<string, unknown>)[original.events[0]._id as string] };
  const doc = { ...original, _id: `proj-${eventId}`, live, pagePasswordSet: undefined, events: [event] };
  change(doc, event);
  const put = await request.put(`/admin/api/projects/proj-${eventId}`, { data: doc, headers: auth });
  expect([200, 201], await put.text()).toContain(put.status());
  return eventId;
}

/**
 * Waits until the personal page is connected to the broadcast: it shows the page by the event's
 * clock before (`connecting`), and a controller change made then is the state it connects to.
 */
export async function connected(page: Page) {
  await expect(page.locator('[data-broadcast-state]:not([data-broadcast-state="connecting"])')).toBeVisible();
}
