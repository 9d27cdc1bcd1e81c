/**
 * Organiser HTML cannot run code (issue 14): 42 XSS payloads (script, event handlers,
 * javascript: URLs, SVG, srcdoc, mutation XSS) go through the organiser API into every rich-text
 * field of a project, and every page that renders those fields is opened, in the desktop and the
 * web-app look (the server cleans organiser HTML with DOMPurify when it builds the project document,
 * server/services/organiserHtml.ts; src/ui/SafeHtml renders it).
 * Each payload calls XSS(n); the test asserts that no call happened, no dialog opened, nothing
 * dangerous is left in the rendered HTML, and the CSP blocked no script element, frame or
 * object (the sanitizer alone stopped them; the policy is the second wall).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as newRequest, test, type APIRequestContext, type Page } from './fixtures';
import { liveTabNames, openLiveTab } from './liveHelpers';
import { XSS_PAYLOADS } from './xssPayloads';
import { blocksProject, now, richProject } from './xssProjects';

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;
const token = () => readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim();
/** A worker's own copies of the projects: event ids by name, and its registrations by `event:onSite`. */
interface Projects {
  event: (name: string) => string;
  registrations: Map<string, string>;
}

/**
 * The projects of one worker, made once by its first test: the two looks run on either worker, each
 * on projects of its own (no second worker's PUT rewrites a project a page is showing). A shared
 * promise rather than beforeAll, which would tie the file's tests into one group per worker.
 */
let projects: Promise<Projects> | undefined;
const workerProjects = () => (projects ??= makeProjects(`${test.info().workerIndex}-${Date.now().toString(36)}`));

async function makeProjects(run: string): Promise<Projects> {
  const event = (name: string) => `xss-${name}-${run}`;
  const registrations = new Map<string, string>();
  const api: APIRequestContext = await newRequest.newContext({ baseURL: BASE });
  try {
    const docs = [
      richProject(event('wait'), { startTime: now() + 2 * 86400, durationInMinutes: 60 }),
      richProject(event('live'), { startTime: now() - 600, durationInMinutes: 180 }),
      richProject(event('ended'), { startTime: now() - 2 * 86400, durationInMinutes: 60, onDemandActive: false }),
      {
        ...richProject(event('replay'), {
          startTime: now() - 2 * 86400,
          durationInMinutes: 60,
          onDemandActive: true,
          onDemandID: 'od-cyber-pme-2026',
        }),
        requireRegistrationForOnDemand: false,
      },
      blocksProject(event('blocks')),
    ];
    for (const doc of docs) {
      const res = await api.put(`/admin/api/projects/${doc._id}`, {
        data: doc,
        headers: { authorization: `Bearer ${token()}` },
      });
      expect([200, 201], await res.text()).toContain(res.status());
      const id = doc.events[0]._id as string;
      // Online (desktop look) and on site (the web-app look of a hybrid project).
      for (const onSite of [0, 1]) {
        const registered = await api.post('/api/registrations', {
          data: {
            event_id: id,
            email: `xss.${id}.${onSite}.${Date.now()}@example.com`,
            first_name: 'Xavier',
            last_name: 'Sanders',
            role: 'Maintainer',
            on_site_viewer: onSite,
            time_zone: 'Europe/Amsterdam',
          },
        });
        expect(registered.status(), await registered.text()).toBe(200);
        registrations.set(`${id}:${onSite}`, ((await registered.json()) as { registrationID: string }).registrationID);
      }
    }
  } finally {
    await api.dispose();
  }
  return { event, registrations };
}

/** Pages (path, fields whose marker must show), per look. */
function pages(
  look: 'desktop' | 'phone',
  { event, registrations }: Projects,
): Array<{ path: string; markers: string[]; tabs?: boolean }> {
  const [wait, live, ended, replay, blocks] = ['wait', 'live', 'ended', 'replay', 'blocks'].map(event);
  const id = (name: string, onSite = 0) => registrations.get(`${name}:${onSite}`)!;
  return [
    { path: `/${wait}`, markers: ['intro'] },
    // A phone shows the registration form without the introduction beside it.
    { path: `/${wait}/registration`, markers: look === 'desktop' ? ['intro', 'privacy'] : ['privacy'] },
    { path: `/${wait}/${id(wait)}/registration-confirmation`, markers: ['confirmation'] },
    { path: `/${wait}/${id(wait)}`, markers: ['splash'] },
    { path: `/${wait}/${id(wait, 1)}`, markers: ['home'], tabs: true },
    { path: `/${live}/${id(live)}`, markers: ['live'], tabs: true },
    { path: `/${live}/${id(live, 1)}`, markers: [], tabs: true },
    { path: `/${ended}/${id(ended)}`, markers: ['end'] },
    { path: `/${replay}/ondemand`, markers: ['ondemand'] },
    {
      path: `/${blocks}`,
      markers: ['header', 'image', 'video', 'speaker', ...XSS_PAYLOADS.map((_, n) => `block-${n}`)],
    },
  ];
}

/** Installed before any page script, in every frame: the payloads' target and the witnesses. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const ran: unknown[] = [];
    const violations: unknown[] = [];
    w.__xssRan = ran;
    w.__cspViolations = violations;
    w.XSS = (n: unknown) => ran.push(n);
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        element: (e.target as Element | null)?.outerHTML?.slice(0, 120),
      }),
    );
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing in the organiser's HTML can run: no script-bearing element, handler or script URL. */
async function dangerousLeftovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const bad = /^(?:javascript|vbscript|data:text\/html)/;
    // A <template> may stay (its content is inert), but what it holds is checked too.
    const all = (root: ParentNode): Element[] =>
      Array.from(root.querySelectorAll('*')).flatMap((el) =>
        el instanceof HTMLTemplateElement ? [el, ...all(el.content)] : [el],
      );
    for (const root of document.querySelectorAll('.rich-text')) {
      for (const el of all(root)) {
        if (/^(script|iframe|object|embed|base|meta|link|style|form|frame|frameset|noscript)$/i.test(el.localName))
          found.push(`<${el.localName}>`);
        for (const attr of el.attributes) {
          const value = attr.value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
          if (/^on/i.test(attr.name) || attr.name === 'srcdoc' || attr.name === 'formaction')
            found.push(`${el.localName}[${attr.name}]`);
          if (/(?:href|src|action|data|poster|background)$/i.test(attr.name) && bad.test(value))
            found.push(`${el.localName}[${attr.name}=${attr.value}]`);
        }
        if (el.localName === 'a' && el.hasAttribute('target') && !/\bnoopener\b/.test(el.getAttribute('rel') ?? ''))
          found.push('a[target] without rel=noopener');
      }
    }
    return found;
  });
}

/** Lets error and load handlers fire: every image settled, then two frames. */
async function settle(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function check(page: Page, dialogs: string[], where: string) {
  await settle(page);
  // Pointer and focus handlers only fire on interaction: move over the page and tab through it.
  const box = page.viewportSize()!;
  for (let y = 40; y < box.height; y += 120) await page.mouse.move(box.width / 2, y);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await settle(page);
  expect(await dangerousLeftovers(page), where).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xssRan: unknown[] }).__xssRan), where).toEqual([]);
  for (const frame of page.frames()) {
    const ran = await frame
      .evaluate(() => (window as unknown as { __xssRan?: unknown[] }).__xssRan ?? [])
      .catch(() => []);
    expect(ran, `${where} frame ${frame.url()}`).toEqual([]);
  }
  expect(dialogs, where).toEqual([]);
  // Chromium reports inline handlers and style elements as violations when it merely parses them
  // (DOMPurify parses the organiser HTML in an inert document first, and the report then targets
  // the page's document): noise, the live page has none of them left (dangerousLeftovers). A
  // violation by an element of the live page, or of a URL, would be real.
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: Array<{ blocked: string; element?: string }> }).__cspViolations,
  );
  expect(
    violations.filter((v) => v.blocked !== 'inline' || v.element !== undefined),
    where,
  ).toEqual([]);
}

// The two looks are independent tests (each on its worker's projects): they may run side by side.
test.describe.configure({ mode: 'parallel' });

for (const look of ['desktop', 'phone'] as const) {
  // In Chromium's headless shell like the other specs: every check here reads the page (its DOM, its
  // scripts, the CSP's reports, dialogs), which is the same Blink in the shell as in the desktop
  // browser; the desktop browser took twice the time for it.
  test(`${XSS_PAYLOADS.length} payloads in every rich-text field never run (${look})`, async ({ browser }) => {
    // Every page of every rich-text field with its payloads: minutes on a slow machine.
    test.setTimeout(480_000);
    const sites = await workerProjects();
    const context = await browser.newContext(
      look === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
    );
    const page = await context.newPage();
    const dialogs = await watch(page);
    let links = 0;
    for (const { path, markers, tabs } of pages(look, sites)) {
      await page.goto(path);
      for (const marker of markers)
        await expect(page.getByText(`marker-${marker}`, { exact: true }).first(), `${path} ${marker}`).toBeAttached();
      links += await page.locator('.rich-text a[target="_blank"][rel~="noopener"]').count();
      await check(page, dialogs, path);
      if (!tabs) continue;
      const count = await page.getByRole('tab').count();
      for (let i = 0; i < count; i++) {
        const tab = page.getByRole('tab').nth(i);
        if (!(await tab.isVisible())) continue;
        await tab.click();
        await check(page, dialogs, `${path} tab ${await tab.textContent()}`);
      }
      // The live sidebar's tabs that do not fit the row are in its More menu: each panel is checked too.
      if (await page.getByTestId('live-tabs-more').count()) {
        const names = (await liveTabNames(page)).slice(await page.locator('.live-tabs-list').getByRole('tab').count());
        for (const name of names) {
          await openLiveTab(page, name.trim());
          await check(page, dialogs, `${path} tab ${name}`);
        }
      }
    }
    expect(links).toBeGreaterThan(10);
    await context.close();
  });
}
