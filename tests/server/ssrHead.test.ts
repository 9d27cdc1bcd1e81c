// @vitest-environment node
/**
 * The head of every event page, as a link preview or a crawler reads it over plain HTTP
 * (issue 33, server/ssr/pageHead.ts): language, title, description, canonical URL, Open Graph,
 * Twitter card, favicon, schema.org Event on public pages, noindex on personal ones.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  copyFileSync(join(import.meta.dirname, '../../index.html'), join(dist, 'index.html'));
  t = await makeTestApp({ distDir: dist });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json" nonce="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  return match ? { nonce: match[1], data: JSON.parse(match[2]) } : undefined;
}

describe('the head of an event page', () => {
  it('names the event in its language, with absolute URLs for previews', async () => {
    const res = await t.get('/hybrid-summit/registration');
    const html = res.text;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('<title>Hybrid Health Summit 2026 | Brightwave Events</title>');
    expect(html).not.toContain('<title>Eventhall</title>');
    // One description: the event's date and introduction, not the app's generic text.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toMatch(/Join clinicians, builders and researchers/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/hybrid-summit/registration">');
    expect(metaContent(html, 'og:title')).toBe('Hybrid Health Summit 2026 | Brightwave Events');
    expect(metaContent(html, 'og:url')).toBe('http://localhost/hybrid-summit/registration');
    expect(metaContent(html, 'og:image')).toBe('http://localhost/media/backgrounds/hybrid-health-summit.svg');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe('http://localhost/media/backgrounds/hybrid-health-summit.svg');
    expect(metaContent(html, 'og:locale')).toBe('en_GB');
    expect(metaContent(html, 'twitter:data1')).toBeTruthy();
    expect(html).toContain('<link rel="icon" href="http://localhost/media/logos/hybrid-health-summit.svg">');
    expect(html).not.toContain('href="/favicon.svg"');
    expect(html).not.toContain('name="robots"');
  });

  it('describes a public page as a schema.org Event, carrying the answer nonce', async () => {
    const res = await t.get('/hybrid-summit');
    const ld = jsonLd(res.text)!;
    expect(ld.data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Hybrid Health Summit 2026',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      organizer: { '@type': 'Organization', name: 'Brightwave Events' },
      image: ['http://localhost/media/backgrounds/hybrid-health-summit.svg'],
    });
    expect(Date.parse(ld.data.startDate)).toBeLessThan(Date.parse(ld.data.endDate));
    expect(ld.data.location).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'VirtualLocation' })]));
    // The same nonce as the answer's Content-Security-Policy (never the build's placeholder).
    expect(ld.nonce).not.toContain('__CSP_NONCE__');
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${ld.nonce}'`);
  });

  it('marks an online-only webinar online, in its own language', async () => {
    const html = (await t.get('/webinar')).text;
    expect(html).toMatch(/<html lang="nl">/);
    expect(jsonLd(html)!.data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    const french = (await t.get('/on-demand')).text;
    expect(french).toMatch(/<html lang="fr">/);
    expect(metaContent(french, 'og:locale')).toBe('fr_FR');
  });

  it('keeps personal pages out of search engines and without the event markup', async () => {
    const html = (await t.get('/hybrid-summit/demoRegistrationHybrid01')).text;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<title>Hybrid Health Summit 2026 | Brightwave Events</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/hybrid-summit/demoRegistrationHybrid01">');
    expect(jsonLd(html)).toBeUndefined();
  });

  it(
    'takes PUBLIC_URL as the origin of every URL when it is set',
    async () => {
      const site = await makeTestApp({ distDir: dist, publicUrl: 'https://events.example.org' });
      try {
        const res = await site.app.request('http://attacker.test/hybrid-summit', {
          headers: { host: 'attacker.test' },
        });
        const html = await res.text();
        expect(html).toContain('<link rel="canonical" href="https://events.example.org/hybrid-summit">');
        expect(metaContent(html, 'og:image')).toBe(
          'https://events.example.org/media/backgrounds/hybrid-health-summit.svg',
        );
        expect(html).not.toContain('attacker.test');
      } finally {
        await site.close();
      }
    },
    SETUP_TIMEOUT,
  );

  it('leaves pages of no known event with the app head', async () => {
    const html = (await t.get('/no-such-event/registration')).text;
    expect(html).toContain('<title>Eventhall</title>');
    expect(html).not.toContain('rel="canonical"');
  });
});
