/**
 * What the sign-in specs share: the development providers' buttons, unique addresses, the session's
 * storage, the page's dialogs and headings, and the publisher's first steps.
 */
import { expect, type APIRequestContext, type Page } from './fixtures';

export const LINKEDIN_PROVIDER = 'Sign in to the professional network (development provider)';

export const PUBLISHER_PROVIDER = 'Sign in with the publisher account (development provider)';

export const REGISTRATION_ID = /^[A-Za-z0-9_-]{24}$/;

export const isPublisherAuthorize = (url: URL) => url.pathname === '/dev/oauth/publisher/authorize';

export const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const session = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((k) => sessionStorage.getItem(k), key);

/** Every alert of the page, accepted, in order. */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Headings the page showed, reported by the page itself (also those it showed only briefly). */
export async function recordHeadings(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    let last: string | null = null;
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? null;
      if (text && text !== last) {
        last = text;
        console.log(`h1: ${text}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const headings: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('h1: ')) headings.push(message.text().slice(4));
  });
  return headings;
}

export async function projectId(request: APIRequestContext, eventId: string): Promise<string> {
  const response = await request.get(`/frontend-api/projectevents/${eventId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { _id: string })._id;
}

/** Opens the publisher sign-in and waits for the provider's page. */
export async function startPublisher(page: Page, eventId = 'publisher-day') {
  await page.goto(`/${eventId}/publisher-login`);
  await expect(page.getByRole('heading', { name: PUBLISHER_PROVIDER })).toBeVisible();
}

export async function fillPublisherPerson(page: Page, email: string) {
  await page.getByLabel('First name').fill('Pieter');
  await page.getByLabel('Last name').fill('Publisher');
  await page.getByLabel('E-mail address').fill(email);
}
