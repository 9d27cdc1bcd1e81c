/**
 * Organiser HTML cannot run code (issue 14): 42 XSS payloads (script, event handlers,
 * javascript: URLs, SVG, srcdoc, mutation XSS) go through the organiser API into every rich-text
 * field of a project, and every page that renders those fields is opened, in the desktop and the
 * web-app look, with the browser's own HTML sanitizer and with DOMPurify (the fallback).
 * Each payload calls XSS(n); the test asserts that no call happened, no dialog opened, nothing
 * dangerous is left in the rendered HTML, and the CSP had nothing to block (the sanitizer
 * alone stopped it all; the policy is the second wall).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as newRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { XSS_PAYLOADS } from './xssPayloads';

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;
const token = () => readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim();
const example = () => JSON.parse(readFileSync(new URL('../../server/examples/project.json', import.meta.url), 'utf8'));
const now = () => Math.floor(Date.now() / 1000);

/** A field's value: a marker the test waits for, then every payload. */
const field = (name: string) => `<p>marker-${name}</p>${XSS_PAYLOADS.join('\n')}`;

function richProject(id: string, event: Record<string, unknown>) {
  const doc = example();
  Object.assign(doc, {
    _id: `proj-${id}`, privacyText: field('privacy'), splashPageContent: field('splash'),
    pwaHomescreenContent: field('home'), customTab: { show: true, title: 'Custom', icon: 'map', bodyText: field('custom') },
    endPage: { content: field('end') }, live: {},
    speakers: [{ id: 'sp-x', name: 'Speaker', title: 'Role', description: field('speaker') }],
  });
  doc.registration = { ...doc.registration, introductionText: field('intro'), confirmationText: field('confirmation') };
  doc.events[0] = {
    ...doc.events[0], _id: id, livePageContent: field('live'), livePageHandoutText: field('handout'),
    onDemandPageContent: field('ondemand'), ...event,
  };
  return doc;
}

function blocksProject(id: string) {
  const doc = richProject(id, { startTime: now() + 2 * 86400, durationInMinutes: 60 });
  const text = (n: number, html: string) => ({ _id: `b-${n}`, componentType: 'text', componentOptions: { width: 'full', content: `<p>marker-block-${n}</p>${html}` } });
  doc.dynamicBlocks = {
    layout: 'dynamic',
    blocks: [
      { _id: 'b-header', componentType: 'header', componentOptions: { width: 'full', title: 'Blocks', content: field('header') } },
      { _id: 'b-image', componentType: 'image', componentOptions: { width: 'full', url: '/media/slides/atlas-1.svg', alt: 'Slide', content: field('image') } },
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
    { ...richProject('xss-replay', { startTime: now() - 2 * 86400, durationInMinutes: 60, onDemandActive: true, onDemandID: 'od-cyber-pme-2026' }), requireRegistrationForOnDemand: false },
    blocksProject('xss-blocks'),
  ];
  for (const doc of projects) {
    const res = await api.put(`/admin/api/projects/${doc._id}`, { data: doc, headers: { authorization: `Bearer ${token()}` } });
    expect([200, 201], await res.text()).toContain(res.status());
    const event = doc.events[0]._id as string;
    const registered = await api.post('/api/registrations', {
      data: { event_id: event, email: `xss.${event}.${Date.now()}@example.com`, first_name: 'Xavier', last_name: 'Sanders', role: 'Maintainer', time_zone: 'Europe/Amsterdam' },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    registrations.set(event, ((await registered.json()) as { registrationID: string }).registrationID);
  }
});
test.afterAll(() => api?.dispose());

/** Pages (path, fields whose marker must show), per look. */
function pages(): Array<{ path: string; markers: string[]; tabs?: boolean }> {
  const id = (event: string) => registrations.get(event)!;
  return [
    { path: '/xss-wait', markers: ['intro'] },
    { path: '/xss-wait/registration', markers: ['intro', 'privacy'] },
    { path: `/xss-wait/${id('xss-wait')}/registration-confirmation`, markers: ['confirmation'] },
    { path: `/xss-wait/${id('xss-wait')}`, markers: ['splash', 'speaker'] },
    { path: `/xss-wait/${id('xss-wait')}?pwa=true`, markers: ['home'], tabs: true },
    { path: `/xss-live/${id('xss-live')}`, markers: ['live'], tabs: true },
    { path: `/xss-live/${id('xss-live')}?pwa=true`, markers: [], tabs: true },
    { path: `/xss-ended/${id('xss-ended')}`, markers: ['end'] },
    { path: '/xss-replay/ondemand', markers: ['ondemand'] },
    { path: '/xss-blocks', markers: ['header', 'image', 'video', 'speaker', ...XSS_PAYLOADS.map((_, n) => `block-${n}`)] },
  ];
}

/** Installed before any page script, in every frame: the payloads' target and the witnesses. */
async function watch(page: Page, withoutNativeSanitizer: boolean) {
  await page.addInitScript((dropNative) => {
    const w = window as unknown as Record<string, unknown>;
    const ran: unknown[] = (w.__xssRan = []);
    const violations: unknown[] = (w.__cspViolations = []);
    w.XSS = (n: unknown) => ran.push(n);
    document.addEventListener('securitypolicyviolation', (e) => violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }));
    if (dropNative) delete w.Sanitizer;
  }, withoutNativeSanitizer);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); void dialog.dismiss(); });
  return dialogs;
}

/** Nothing in the organiser's HTML can run: no script-bearing element, handler or script URL. */
async function dangerousLeftovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const bad = /^(?:javascript|vbscript|data:text\/html)/;
    for (const root of document.querySelectorAll('.rich-text')) {
      for (const el of root.querySelectorAll('*')) {
        if (/^(script|iframe|object|embed|base|meta|link|style|form|frame|frameset|template|noscript)$/i.test(el.localName)) found.push(`<${el.localName}>`);
        for (const attr of el.attributes) {
          const value = attr.value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
          if (/^on/i.test(attr.name) || attr.name === 'srcdoc' || attr.name === 'formaction') found.push(`${el.localName}[${attr.name}]`);
          if (/(?:href|src|action|data|poster|background)$/i.test(attr.name) && bad.test(value)) found.push(`${el.localName}[${attr.name}=${attr.value}]`);
        }
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
    const ran = await frame.evaluate(() => (window as unknown as { __xssRan?: unknown[] }).__xssRan ?? []).catch(() => []);
    expect(ran, `${where} frame ${frame.url()}`).toEqual([]);
  }
  expect(dialogs, where).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations), where).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

for (const sanitizer of ['native', 'dompurify'] as const) {
  for (const look of ['desktop', 'phone'] as const) {
    test(`${XSS_PAYLOADS.length} payloads in every rich-text field never run (${sanitizer} sanitizer, ${look})`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext(look === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
      const page = await context.newPage();
      const dialogs = await watch(page, sanitizer === 'dompurify');
      for (const { path, markers, tabs } of pages()) {
        await page.goto(path);
        if (sanitizer === 'dompurify') expect(await page.evaluate(() => typeof (window as unknown as { Sanitizer?: unknown }).Sanitizer)).toBe('undefined');
        for (const marker of markers) await expect(page.getByText(`marker-${marker}`, { exact: true }).first(), `${path} ${marker}`).toBeAttached();
        await check(page, dialogs, path);
        if (!tabs) continue;
        const count = await page.getByRole('tab').count();
        for (let i = 0; i < count; i++) {
          const tab = page.getByRole('tab').nth(i);
          if (!(await tab.isVisible())) continue;
          await tab.click();
          await check(page, dialogs, `${path} tab ${await tab.textContent()}`);
        }
      }
      await context.close();
    });
  }
}
