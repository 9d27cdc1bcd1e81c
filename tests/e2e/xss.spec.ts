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

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;
const token = () => readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim();
const example = () => JSON.parse(readFileSync(new URL('../../server/examples/project.json', import.meta.url), 'utf8'));
const now = () => Math.floor(Date.now() / 1000);

/** A field's value: a marker the test waits for, then every payload. */
const field = (name: string) =>
  `<p>marker-${name}</p><p><a href="https://example.org/more" target="_blank">new ` +
  `tab</a></p>${XSS_PAYLOADS.join('\n')}`;

function richProject(id: string, event: Record<string, unknown>) {
  const doc = example();
  Object.assign(doc, {
    _id: `proj-${id}`,
    projectType: 'hybrid',
    expectedOnSiteViewers: 1000,
    privacyText: field('privacy'),
    splashPageContent: field('splash'),
    pwaHomescreenContent: field('home'),
    customTab: { show: true, title: 'Custom', icon: 'map', bodyText: field('custom') },
    endPage: { content: field('end') },
    live: {},
    speakers: [{ id: 'sp-x', name: 'Speaker', title: 'Role', description: field('speaker') }],
  });
  doc.registration = { ...doc.registration, introductionText: field('intro'), confirmationText: field('confirmation') };
  doc.events[0] = {
    ...doc.events[0],
    _id: id,
    livePageContent: field('live'),
    livePageHandoutText: field('handout'),
    onDemandPageContent: field('ondemand'),
    ...event,
  };
  return doc;
}

function blocksProject(id: string) {
  const doc = richProject(id, { startTime: now() + 2 * 86400, durationInMinutes: 60 });
  const text = (n: number, html: string) => ({
    _id: `b-${n}`,
    componentType: 'text',
    componentOptions: { width: 'full', content: `<p>marker-block-${n}</p>${html}` },
  });
  doc.dynamicBlocks = {
    layout: 'dynamic',
    blocks: [
      {
        _id: 'b-header',
        componentType: 'header',
        componentOptions: { width: 'full', title: 'Blocks', content: field('header') },
      },
      {
        _id: 'b-image',
        componentType: 'image',
        componentOptions: { width: 'full', url: '/media/slides/atlas-1.svg', alt: 'Slide', content: field('image') },
      },
      { _id: 'b-video', componentType: 'video', componentOptions: { width: 'full', content: field('video') } },
      { _id: 'b-speakers', componentType: 'speakers', componentOptions: { width: 'full', title: 'Speakers' } },
      // One block per payload: no payload can hide behind another's unclosed tag.
      ...XSS_PAYLOADS.map((payload, n) => text(n, payload)),
    ],
  };
  return doc;
}

let api: APIRequestContext;
const registrations = new Map<string, string>();

test.beforeAll(async () => {
  api = await newRequest.newContext({ baseURL: BASE });
  const projects = [
    richProject('xss-wait', { startTime: now() + 2 * 86400, durationInMinutes: 60 }),
    richProject('xss-live', { startTime: now() - 600, durationInMinutes: 180 }),
    richProject('xss-ended', { startTime: now() - 2 * 86400, durationInMinutes: 60, onDemandActive: false }),
    {
      ...richProject('xss-replay', {
        startTime: now() - 2 * 86400,
        durationInMinutes: 60,
        onDemandActive: true,
        onDemandID: 'od-cyber-pme-2026',
      }),
      requireRegistrationForOnDemand: false,
    },
    blocksProject('xss-blocks'),
  ];
  for (const doc of projects) {
    const res = await api.put(`/admin/api/projects/${doc._id}`, {
      data: doc,
      headers: { authorization: `Bearer ${token()}` },
    });
    expect([200, 201], await res.text()).toContain(res.status());
    const event = doc.events[0]._id as string;
    // Online (desktop look) and on site (the web-app look of a hybrid project).
    for (const onSite of [0, 1]) {
      const registered = await api.post('/api/registrations', {
        data: {
          event_id: event,
          email: `xss.${event}.${onSite}.${Date.now()}@example.com`,
          first_name: 'Xavier',
          last_name: 'Sanders',
          role: 'Maintainer',
          on_site_viewer: onSite,
          time_zone: 'Europe/Amsterdam',
        },
      });
      expect(registered.status(), await registered.text()).toBe(200);
      registrations.set(`${event}:${onSite}`, ((await registered.json()) as { registrationID: string }).registrationID);
    }
  }
});
test.afterAll(() => api?.dispose());

/** Pages (path, fields whose marker must show), per look. */
function pages(look: 'desktop' | 'phone'): Array<{ path: string; markers: string[]; tabs?: boolean }> {
  const id = (event: string, onSite = 0) => registrations.get(`${event}:${onSite}`)!;
  return [
    { path: '/xss-wait', markers: ['intro'] },
    // A phone shows the registration form without the introduction beside it.
    { path: '/xss-wait/registration', markers: look === 'desktop' ? ['intro', 'privacy'] : ['privacy'] },
    { path: `/xss-wait/${id('xss-wait')}/registration-confirmation`, markers: ['confirmation'] },
    { path: `/xss-wait/${id('xss-wait')}`, markers: ['splash'] },
    { path: `/xss-wait/${id('xss-wait', 1)}`, markers: ['home'], tabs: true },
    { path: `/xss-live/${id('xss-live')}`, markers: ['live'], tabs: true },
    { path: `/xss-live/${id('xss-live', 1)}`, markers: [], tabs: true },
    { path: `/xss-ended/${id('xss-ended')}`, markers: ['end'] },
    { path: '/xss-replay/ondemand', markers: ['ondemand'] },
    {
      path: '/xss-blocks',
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
          // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip them in a URL scheme
          const value = attr.value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
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

test.describe.configure({ mode: 'serial' });

for (const look of ['desktop', 'phone'] as const) {
  // In the desktop browser, whose handling of a payload's download or dialog is the visitors'.
  test(`${XSS_PAYLOADS.length} payloads in every rich-text field never run (${look})`, {
    tag: '@desktop-browser',
  }, async ({ browser }) => {
    // Every page of every rich-text field with its payloads: minutes on a slow machine.
    test.setTimeout(480_000);
    const context = await browser.newContext(
      look === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
    );
    const page = await context.newPage();
    const dialogs = await watch(page);
    let links = 0;
    for (const { path, markers, tabs } of pages(look)) {
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
