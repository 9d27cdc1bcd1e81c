/** Shared steps of the live e2e specs: the control API, registrations, and "the video plays". */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const TOKEN = process.env.LIVE_CONTROL_TOKEN ?? 'e2e-live-control-token';
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function control(request: APIRequestContext, eventId: string, patch: Record<string, unknown>) {
  const response = await request.post(`/live-director/control/${eventId}`, {
    data: patch,
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A registration of the webinar, or of a copy of it (`eventCopy`). */
export async function registerWebinar(request: APIRequestContext, eventId = 'webinar'): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: eventId,
      time_zone: 'Europe/Amsterdam',
      first_name: 'Sanne',
      last_name: 'Bakker',
      knowledge_level: 7,
      role: 'Adviseur',
      email: uniqueEmail('live.webinar'),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

/** An online registration of hybrid-summit, or of a copy of it (`summitCopy`). */
export async function registerHybridOnline(request: APIRequestContext, eventId = 'hybrid-summit'): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: eventId,
      time_zone: 'Europe/Amsterdam',
      first_name: 'Grace',
      last_name: 'Tester',
      email: uniqueEmail('live.hybrid'),
      company: 'CareConnect',
      interests: ['interest-1'],
      on_site_viewer: 0,
      SELECTED_EVENTS: [eventId],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const videoTime = (page: Page) =>
  page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** The test signal plays: its time moves on by more than half a second. */
export async function expectPlaying(page: Page) {
  await expect(page.getByTestId('live-video')).toBeVisible();
  await expect
    .poll(() => page.getByTestId('live-video').evaluate((video: HTMLVideoElement) => video.muted && !video.paused))
    .toBe(true);
  const start = await videoTime(page);
  await expect
    .poll(async () => {
      const now = await videoTime(page);
      return now > start + 0.5 || now < start; // moved on, or looped
    })
    .toBe(true);
}

let copies = 0;
// biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
export type Doc = Record<string, any>;

/**
 * A copy of a project as `proj-<prefix>-…`, its first event `<prefix>-…` and each other event that
 * id with its own ending (`multi-session-round1-a` → `<prefix>-…-round1-a`), wherever the project
 * names them (breakout rounds, the organiser's `live` polls and quiz). Each event has its own
 * broadcast (the event id; on air by its clock), so a test can drive the controller without
 * touching another test's broadcast, and no other test's change reaches it. `change` edits the
 * copy (`event` is its first event). Answers the first event's id.
 */
export async function eventCopy(
  request: APIRequestContext,
  projectId: string,
  prefix: string,
  change: (doc: Doc, event: Doc) => void = () => {},
): Promise<string> {
  const auth = {
    authorization: `Bearer ${readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim()}`,
  };
  const original = (await (await request.get(`/admin/api/projects/${projectId}`, { headers: auth })).json()) as Doc;
  const eventId = `${prefix}-${test.info().workerIndex}-${Date.now().toString(36)}-${copies++}`;
  const ids = (original.events as Doc[]).map((event) => event._id as string);
  // The first event's id is the copy's; another keeps its own ending after the first one's id.
  const ending = (id: string, i: number) => (id.startsWith(`${ids[0]}-`) ? id.slice(ids[0].length) : `-${i}`);
  const renamed = new Map(ids.map((id, i) => [id, i === 0 ? eventId : `${eventId}${ending(id, i)}`]));
  const longestFirst = [...renamed.keys()].sort((a, b) => b.length - a.length);
  let json = JSON.stringify({ ...original, _id: `proj-${eventId}`, pagePasswordSet: undefined });
  for (const id of longestFirst) json = json.split(JSON.stringify(id)).join(JSON.stringify(renamed.get(id)));
  const doc = JSON.parse(json) as Doc;
  for (const event of doc.events as Doc[]) {
    delete event.liveDirectorBroadcastSlug; // its own broadcast: the event id
    event.eventChatId = `room-${event._id}`;
  }
  change(doc, doc.events[0]);
  const put = await request.put(`/admin/api/projects/proj-${eventId}`, { data: doc, headers: auth });
  expect([200, 201], await put.text()).toContain(put.status());
  return eventId;
}

/** A copy of hybrid-summit (`eventCopy`) as event `tabs-…`. */
export const summitCopy = (request: APIRequestContext, change?: (doc: Doc, event: Doc) => void) =>
  eventCopy(request, 'proj-hybrid-summit', 'tabs', change);

/**
 * Waits until the personal page is connected to the broadcast: it shows the page by the event's
 * clock before (`connecting`), and a controller change made then is the state it connects to.
 */
export async function connected(page: Page) {
  await expect(page.locator('[data-broadcast-state]:not([data-broadcast-state="connecting"])')).toBeVisible();
}

/**
 * Opens a tab of the live sidebar by its name: in the row, or through the row's More menu, which
 * holds the tabs that do not fit (issue 45). Any locale: the menu is found by its test id.
 */
export async function openLiveTab(page: Page, name: string | RegExp) {
  const exact = typeof name === 'string';
  const selected = page.locator('.live-tabs-list').getByRole('tab', { name, exact, selected: true });
  // The row measures itself again as the page settles (fonts, icons), and a starting poll selects
  // its tab by itself (INT-02), moving it from the More menu into the row: each try looks afresh.
  await expect(async () => {
    if (await selected.count()) return;
    const inRow = page.locator('.live-tabs-list').getByRole('tab', { name, exact });
    if (await inRow.count()) {
      await inRow.click({ timeout: 2000 });
    } else {
      if (!(await page.getByRole('menu').count())) await page.getByTestId('live-tabs-more').click({ timeout: 2000 });
      await page.getByRole('menu').getByRole('menuitem', { name, exact }).click({ timeout: 2000 });
    }
    await expect(selected).toBeVisible({ timeout: 2000 });
  }).toPass();
}

/** Every live sidebar tab's name, the row's and then the More menu's (the menu is closed again). */
export async function liveTabNames(page: Page): Promise<string[]> {
  const row = await page.locator('.live-tabs-list').getByRole('tab').allTextContents();
  const more = page.getByTestId('live-tabs-more');
  if (!(await more.count())) return row;
  await more.click();
  const menu = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  // Escape as a visitor would press it again: under load the first press can come before the
  // menu has taken the focus (or while a pushed change redraws the row) and go to the page.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return [...row, ...menu];
}
