// @vitest-environment node
/**
 * Organiser HTML is cleaned on the server, once, with the contract's policy (DOMPurify on jsdom):
 * every XSS payload of the e2e list comes out inert, links to a new tab get rel=noopener, and
 * the public document carries the clean HTML while the organiser's GET returns what was PUT.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanHtml } from '../../server/services/organiserHtml.ts';
import { XSS_PAYLOADS } from '../e2e/xssPayloads.ts';
import { ADMIN_TOKEN, exampleProject, organiser } from './adminHelpers.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const FORBIDDEN_TAGS = new Set([
  'SCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'STYLE',
  'FORM',
  'SVG',
  'MATH',
  'BASE',
  'META',
  'LINK',
  'NOSCRIPT',
  'XMP',
  'TEMPLATE',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

/** What in the cleaned HTML could still run code, as a browser would parse it. */
function dangers(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}`).window;
  const found: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (FORBIDDEN_TAGS.has(el.tagName.toUpperCase())) found.push(el.tagName);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name) || attr.name === 'srcdoc') found.push(`${el.tagName}[${attr.name}]`);
      if (URL_ATTRIBUTES.has(attr.name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value))
        found.push(`${el.tagName}[${attr.name}=${attr.value}]`);
    }
  }
  return found;
}

describe('cleanHtml', () => {
  it.each(XSS_PAYLOADS.map((payload, n) => [n + 1, payload]))('payload %i comes out inert', (_n, payload) => {
    const out = cleanHtml(String(payload));
    expect(dangers(out)).toEqual([]);
  });

  it('keeps ordinary formatting and gives links to a new tab rel=noopener', () => {
    expect(cleanHtml('<p>Hello <strong>world</strong></p>')).toBe('<p>Hello <strong>world</strong></p>');
    expect(cleanHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener">x</a>',
    );
    expect(cleanHtml('<a href="https://example.org" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="nofollow noopener">x</a>',
    );
  });
});

describe('the public project document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ admin: { token: ADMIN_TOKEN, retentionMonths: 6 } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  it('carries cleaned HTML in every organiser HTML field, while the organiser gets back what was PUT', async () => {
    const admin = organiser(t.app);
    const bad = '<p>kept</p><img src=x onerror=XSS(1)><script>XSS(2)</script>';
    const doc = exampleProject();
    doc._id = 'proj-html';
    doc.live = {};
    doc.privacyText = bad;
    doc.registration.introductionText = bad;
    doc.speakers = [{ id: 'sp-1', name: 'Ada', description: bad }];
    doc.customTab = { show: true, title: 'Tab', bodyText: bad };
    doc.events[0] = { ...doc.events[0], _id: 'ev-html', livePageContent: bad, onDemandPageContent: bad };
    doc.dynamicBlocks = {
      layout: 'dynamic',
      blocks: [
        {
          _id: 'c',
          componentType: 'column',
          componentOptions: {
            blocks: [
              { _id: 't', componentType: 'text', componentOptions: { title: '<b>plain title</b>', content: bad } },
            ],
          },
        },
      ],
    };
    const put = await admin.put('/admin/api/projects/proj-html', doc);
    expect(put.status, put.text).toBeLessThan(300);

    const res = await t.app.request('http://localhost/frontend-api/projectevents/ev-html');
    const project = await res.json();
    const clean = '<p>kept</p><img src="x">';
    expect(project.privacyText).toBe(clean);
    expect(project.registration.introductionText).toBe(clean);
    expect(project.speakers[0].description).toBe(clean);
    expect(project.customTab.bodyText).toBe(clean);
    expect(project.event.livePageContent).toBe(clean);
    expect(project.events[0].onDemandPageContent).toBe(clean);
    const nested = project.dynamicBlocks.blocks[0].componentOptions.blocks[0].componentOptions;
    expect(nested).toEqual({ title: '<b>plain title</b>', content: clean }); // titles are text, rendered by React

    const stored = (await admin.get('/admin/api/projects/proj-html')).json;
    expect(stored.privacyText).toBe(bad);
    expect(stored.dynamicBlocks.blocks[0].componentOptions.blocks[0].componentOptions.content).toBe(bad);
  });
});
