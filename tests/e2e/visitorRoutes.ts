/**
 * The visitor routes of src/app/routeTable.ts that the route sweep opens (a11y.spec.ts), in
 * batches of one locale each, and the way a sweep waits for a page.
 */
import { expect, request as newRequest, type Page } from '@playwright/test';

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;

/** A fresh online registration on `event`. */
async function register(event: string, fields: Record<string, unknown>): Promise<string> {
  const api = await newRequest.newContext({ baseURL: BASE });
  try {
    const res = await api.post('/api/registrations', {
      data: {
        event_id: event,
        email: `a11y.${event}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`,
        time_zone: 'Europe/Amsterdam',
        ...fields,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { registrationID: string }).registrationID;
  } finally {
    await api.dispose();
  }
}

/** Every route of the route table for one project and one online registration id. */
export function eventRoutes(event: string, id: string): string[] {
  return [
    `/${event}`,
    `/${event}/registration`,
    `/${event}/login`,
    `/${event}/publisher-login`,
    `/${event}/cas-callback`,
    `/${event}/ondemand`,
    `/${event}/test-page`,
    `/${event}/preview-dynamic-blocks`,
    `/${event}/check-in`,
    `/forward-to-event-page/${event}`,
    `/${event}/${id}`,
    `/${event}/${id}/registration-confirmation`,
    `/${event}/${id}/olr83ee2`,
    `/${event}/${id}/personal-link`,
    `/${event}/${id}/calendar`,
    `/${event}/${id}/ticket`,
    `/${event}/${id}/unregister`,
    `/${event}/${id}/change-attendance`,
    `/${event}/${id}/participants`,
    `/${event}/${id}/evaluation`,
    `/${event}/${id}/ondemand-with-registration`,
  ];
}

/** The routes of each locale batch, with `webinarId` an online registration of the webinar. */
export function batchesFor(webinarId: string): Record<string, string[]> {
  return {
    // English: the hybrid summit (live now), its company page, the web-app look of an on-site visitor.
    en: [
      ...eventRoutes('hybrid-summit', 'demoRegistrationOnline01'),
      '/demo-company/registration-company',
      '/hybrid-summit/demoRegistrationHybrid01',
      '/multi-session/demoRegistrationMulti001',
      '/dynamic',
      '/linkedin-auth-callback',
      '/no-such-event',
    ],
    // Dutch: the webinar (waiting page with its countdown), the open hybrid event in the web-app look.
    nl: [
      ...eventRoutes('webinar', webinarId),
      '/open-hybrid',
      '/open-hybrid/join',
      '/open-hybrid/openRegistrationId000000?pwa=true',
      '/open-hybrid/questions-screen',
    ],
    // German and French: the password-protected live page and the on-demand page.
    'de+fr': ['/secure-live', '/secure-live/registration', '/on-demand', '/on-demand/ondemand'],
  };
}

export async function batches(): Promise<Record<string, string[]>> {
  return batchesFor(
    await register('webinar', { first_name: 'Ilse', last_name: 'de Vries', knowledge_level: 6, role: 'Architect' }),
  );
}

/** Waits until the route shows its page (the boot loader is gone, server markup hydrated) and late chunks are in. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root > .page-loader')).toHaveCount(0, { timeout: 15_000 });
  // Server-rendered markup is inert until the app has taken it over.
  await expect(page.locator('#root[inert]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('h1, h2, [role="dialog"]').first()).toBeVisible({ timeout: 15_000 });
}
