// @vitest-environment node
/**
 * Each event's web-app manifest and icons (issue 28): built from the project, its logo rendered
 * to the icon sizes (the app's icons when it cannot be used), kept in memory and rebuilt when the
 * organiser changes the project.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleProject, type organiser, organiserTestApp } from './adminHelpers.ts';
import { SETUP_TIMEOUT, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: ReturnType<typeof organiser>;
beforeAll(async () => {
  ({ t, admin } = await organiserTestApp());
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t.close();
});

const manifestOf = (eventId: string) => t.get(`/app-manifest/${eventId}/manifest.webmanifest`);

async function png(path: string) {
  const res = await t.app.request(`http://localhost${path}`);
  const body = Buffer.from(await res.arrayBuffer());
  return {
    res,
    body,
    size: body.subarray(1, 4).toString('latin1') === 'PNG' ? `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}` : '',
  };
}

describe('the manifest of an event', () => {
  it('names the event, uses its colours and opens its launch route', async () => {
    const res = await manifestOf('hybrid-summit');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.json).toMatchObject({
      id: '/hybrid-summit',
      name: 'Hybrid Health Summit 2026',
      short_name: 'Hybrid',
      start_url: '/hybrid-summit/app?source=pwa',
      scope: '/hybrid-summit',
      display: 'standalone',
      theme_color: '#0f766e',
      // the first colour of the web-app look's background gradient
      background_color: '#0f766e',
    });
    expect(res.json.short_name.length).toBeLessThanOrEqual(12);
  });

  it('renders the logo to the icon sizes and a maskable variant', async () => {
    const { json } = await manifestOf('hybrid-summit');
    const icons = json.icons as Array<{ src: string; sizes: string; purpose: string; type: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const bodies: Buffer[] = [];
    for (const icon of icons) {
      expect(icon.src).toMatch(/^\/app-manifest\/hybrid-summit\/icon-[a-z0-9-]+\.png\?v=/);
      const { res, body, size } = await png(icon.src);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(size, icon.src).toBe(icon.sizes);
      bodies.push(body);
    }
    // The maskable icon (logo in the safe zone on the theme colour) is not the plain one.
    expect(bodies[2].equals(bodies[1])).toBe(false);
    const etag = (await png(icons[0].src)).res.headers.get('etag')!;
    const again = await t.app.request(`http://localhost${icons[0].src}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('gives two events two apps', async () => {
    const [summit, webinar] = [(await manifestOf('hybrid-summit')).json, (await manifestOf('webinar')).json];
    expect(webinar.id).toBe('/webinar');
    expect(webinar.scope).toBe('/webinar');
    expect(webinar.start_url).toBe('/webinar/app?source=pwa');
    expect(webinar.name).not.toBe(summit.name);
  });

  it('answers unknown events and icons with 404 and a bad id with 400', async () => {
    expect((await manifestOf('no-such-event')).status).toBe(404);
    expect((await t.get('/app-manifest/hybrid-summit/icon-64.png')).status).toBe(404);
    expect((await t.get('/app-manifest/bad%20id/manifest.webmanifest')).status).toBe(400);
  });

  it('revalidates by ETag', async () => {
    const first = await manifestOf('hybrid-summit');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await t.get('/app-manifest/hybrid-summit/manifest.webmanifest', {
      'if-none-match': first.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });
});

describe('a changed project', () => {
  const EVENT = 'open-source-day';
  const PATH = '/admin/api/projects/proj-open-source-day';

  it(
    'rebuilds the manifest with the new title and colour, ' + 'and falls back to the app icons for a logo elsewhere',
    async () => {
      expect([200, 201]).toContain((await admin.put(PATH, exampleProject())).status);
      const before = await manifestOf(EVENT);
      expect(before.json.theme_color).toBe('#1d4ed8');

      const project = exampleProject();
      project.eventTitle = 'Community Day';
      project.style = { ...project.style, primaryColor: '#7c3aed', logoUrl: 'https://cdn.example.com/logo.svg' };
      expect((await admin.put(PATH, project)).status).toBe(200);
      const after = await manifestOf(EVENT);
      expect(after.json).toMatchObject({ name: 'Community Day', short_name: 'Community', theme_color: '#7c3aed' });
      expect(after.json.icons.map((icon: { src: string }) => icon.src)).toEqual([
        '/icons/icon-192.png',
        '/icons/icon-512.png',
        '/icons/icon-maskable-512.png',
      ]);
      expect((await t.get(`/app-manifest/${EVENT}/icon-192.png`)).status).toBe(404);

      // A logo this server holds is rendered again for the changed project.
      project.style.logoUrl = '/media/logos/open-source-leadership.svg';
      expect((await admin.put(PATH, project)).status).toBe(200);
      const rendered = await manifestOf(EVENT);
      expect(rendered.json.icons[0].src).toMatch(/^\/app-manifest\/open-source-day\/icon-192\.png\?v=/);
      expect((await png(rendered.json.icons[0].src)).size).toBe('192x192');
    },
  );

  it('falls back to the app icons for a logo it cannot read or render', async () => {
    const project = exampleProject();
    for (const logoUrl of ['/media/logos/missing.svg', '/media/../../package.json', '/media/handouts/x.txt']) {
      project.style = { ...project.style, logoUrl };
      expect((await admin.put(PATH, project)).status).toBe(200);
      expect((await manifestOf(EVENT)).json.icons[0].src, logoUrl).toBe('/icons/icon-192.png');
    }
  });
});
