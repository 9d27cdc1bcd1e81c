/**
 * Shared steps of the offline tests: a page controlled by the service worker, a first visit that
 * the worker saw whole, and readers of what the app keeps in IndexedDB.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COMMANDS, type CommandKind } from '../../src/contract/commands';

/** Waits until the service worker is active and controls the page (reloading once if needed). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // The slowest honest step of the suite: the worker downloads and stores the whole app shell.
  test.slow();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const controlled = () => navigator.serviceWorker.controller !== null;
  try {
    await page.waitForFunction(controlled, undefined, { timeout: 10_000 });
  } catch {
    await page.reload();
    await page.waitForFunction(controlled);
  }
}

/**
 * The visitor's first visit: the page, then (the first calls may have left before the worker took
 * control) once more, so the worker has seen every answer the page needs.
 */
export async function firstVisit(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await waitForServiceWorkerControl(page);
  await page.reload();
  await ready(page);
}

/** A request as the app stores it: a command call (src/domain/outbox.ts). */
type StoredItem = { call?: { kind?: string } } | undefined;

/** The command's kind; the silent ones (the command table's page views and link clicks) as `analytics`. */
function kindOf(item: StoredItem): string {
  const kind = item?.call?.kind;
  if (!kind) return '?';
  return kind in COMMANDS && COMMANDS[kind as CommandKind].outcome === 'silent' ? 'analytics' : kind;
}

/** Every request in this browser's outbox, as the app stores it: [key, item] pairs. */
function outboxRequests(page: Page): Promise<Array<[string, StoredItem]>> {
  return page.evaluate(
    () =>
      new Promise<Array<[string, StoredItem]>>((resolve, reject) => {
        const open = indexedDB.open('eventhall-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) {
            db.close();
            resolve([]);
            return;
          }
          const store = db.transaction('requests').objectStore('requests');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            resolve(
              (keys.result as string[])
                .map((key, i) => [key, values.result[i]] as [string, StoredItem])
                .filter(([key]) => key.startsWith('request:')),
            );
            db.close();
          };
          values.onerror = () => reject(values.error);
        };
      }),
  );
}

/**
 * Keys of the requests the visitor waits for: analytics ride along silently (never counted as
 * waiting), as in the page's own count.
 */
export async function pendingInOutbox(page: Page): Promise<string[]> {
  return (await outboxRequests(page)).filter(([, item]) => kindOf(item) !== 'analytics').map(([key]) => key);
}

/** The kinds of every request in this browser's outbox (analytics included). */
export async function queuedKinds(page: Page): Promise<string[]> {
  return (await outboxRequests(page)).map(([, item]) => kindOf(item));
}

// biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
export async function projectOf(request: APIRequestContext, eventId: string): Promise<Record<string, any>> {
  const response = await request.get(`/frontend-api/projectevents/${eventId}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * Selects a tab of the web-app's bottom bar, in the bar or in its More menu: the bar holds the
 * first five visible tabs, and a tab that becomes available as the page settles (its live
 * widgets read from the cache) moves the last ones into the menu, so each try looks afresh.
 */
export async function openAppTab(page: Page, name: string): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'App tabs' });
  const selected = bar.getByRole('tab', { name, selected: true });
  await expect(async () => {
    if (await selected.count()) return;
    const inBar = bar.getByRole('tab', { name });
    if (await inBar.count()) {
      await inBar.click({ timeout: 2000 });
    } else {
      if (!(await page.getByRole('menu').count()))
        await bar.getByRole('button', { name: 'More tabs' }).click({ timeout: 2000 });
      await page.getByRole('menuitem', { name }).click({ timeout: 2000 });
    }
    await expect(page.getByRole('tabpanel')).not.toBeEmpty({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** Every tab of the web-app's bottom bar, the bar's and then its More menu's (the menu closed again). */
export async function appTabNames(page: Page): Promise<string[]> {
  const bar = page.getByRole('navigation', { name: 'App tabs' });
  const inBar = (await bar.getByRole('tab').allTextContents()).map((n) => n.trim());
  const more = bar.getByRole('button', { name: 'More tabs' });
  if (!(await more.count())) return inBar;
  await more.click();
  const menu = (await page.getByRole('menuitem').allTextContents()).map((n) => n.trim());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  return [...inBar, ...menu];
}
