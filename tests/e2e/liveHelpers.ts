/** Shared steps of the live e2e specs: the control API, registrations, and "the video plays". */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
