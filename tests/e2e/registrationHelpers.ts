/** What the registration specs share: unique addresses, the stored registration, the id in a URL, a filled form. */
import { expect, type APIRequestContext, type Page } from './fixtures';
import { chooseOption } from './selectHelpers';

export const HYBRID_PROJECT = 'proj-hybrid-summit';

export const REGISTRATION_ID = '[A-Za-z0-9_-]{24}';

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function storedRegistration(request: APIRequestContext, projectId: string, id: string) {
  const response = await request.get(`/api/registrations/${projectId}/${id}`);
  expect(response.status()).toBe(200);
  return response.json() as Promise<Record<string, unknown> & { on_site_viewer: number; SELECTED_EVENTS: string[] }>;
}

export function idFrom(url: string, eventId: string): string {
  const match = new RegExp(`/${eventId}/(${REGISTRATION_ID})/`).exec(`${new URL(url).pathname}/`);
  expect(match, url).not.toBeNull();
  return match![1];
}

/** Fills every required field of hybrid-summit, attending online. */
export async function fillHybridOnline(page: Page, email: string) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('E-mail address').fill(email);
  await chooseOption(page, 'Organisation', 'CareConnect');
  await page.getByRole('checkbox', { name: 'Interoperability and data sharing' }).check();
  await page.getByRole('radio', { name: 'Online' }).check();
}
