/**
 * Screenshots of every visitor route at phone (390x844) and laptop (1366x900) size, and of every
 * tab of the web-app look, for a look at each screen (issue 29). Against a running server:
 *
 *   node scripts/screenshots.mjs [base-url] [only-matching]
 *
 * base-url defaults to http://127.0.0.1:8181; only routes containing `only-matching` are taken.
 * The pictures go to screenshots/ (git-ignored), named after the size and the route, with contact
 * sheets (sheet-<size>-<n>.png: a dozen or more screens on one picture, each with its route) to
 * look at every screen without opening a hundred files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8181';
const only = process.argv[3] ?? '';
const OUT = 'screenshots';
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 900 } },
};
const WEB_APP_TABS = ['program', 'handout', 'question', 'poll', 'quiz', 'chat', 'custom', 'support', 'privacy-policy'];

/** The seeded visitor routes (/work/shared/DEMO-DATA.md), with one fresh online registration. */
async function routes() {
  const response = await fetch(`${base}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event_id: 'webinar',
      email: `shots.${Date.now()}@example.com`,
      time_zone: 'Europe/Amsterdam',
      first_name: 'Ilse',
      last_name: 'de Vries',
      knowledge_level: 6,
      role: 'Architect',
    }),
  });
  const webinar = (await response.json()).registrationID;
  const event = (id, reg) => [
    `/${id}`,
    `/${id}/registration`,
    `/${id}/login`,
    `/${id}/ondemand`,
    `/${id}/test-page`,
    `/${reg ? `${id}/${reg}` : id}`,
    ...(reg
      ? [
          'registration-confirmation',
          'personal-link',
          'calendar',
          'unregister',
          'change-attendance',
          'participants',
          'evaluation',
        ].map((page) => `/${id}/${reg}/${page}`)
      : []),
  ];
  const ada = '/hybrid-summit/demoRegistrationHybrid01';
  const open = '/open-hybrid/openRegistrationId000000?pwa=true';
  return [
    ...event('hybrid-summit', 'demoRegistrationOnline01'),
    ...event('webinar', webinar),
    '/demo-company/registration-company',
    '/multi-session/demoRegistrationMulti001',
    '/dynamic',
    '/linkedin-auth-callback',
    '/no-such-event',
    '/secure-live',
    '/secure-live#support',
    '/on-demand',
    '/on-demand/ondemand',
    '/open-hybrid',
    '/open-hybrid/join',
    '/open-hybrid/questions-screen',
    '/multi-session',
    '/multi-session/registration',
    ada,
    ...WEB_APP_TABS.map((tab) => `${ada}#${tab}`),
    open,
    ...WEB_APP_TABS.map((tab) => `${open}#${tab}`),
  ].filter((path, i, all) => all.indexOf(path) === i && path.includes(only));
}

const fileName = (size, path) => `${OUT}/${size}${path.replace(/[/?#=]+/g, '_')}.png`;

/** Per size, contact sheets of the screens taken: each screen scaled down, its route beneath. */
async function contactSheets(browser, taken) {
  const page = await browser.newPage({ viewport: { width: 1800, height: 1000 } });
  for (const [size, shots] of Object.entries(taken)) {
    const perSheet = size === 'phone' ? 16 : 12;
    const width = size === 'phone' ? 215 : 440;
    for (let n = 0; n * perSheet < shots.length; n++) {
      const cells = shots
        .slice(n * perSheet, (n + 1) * perSheet)
        .map(
          ({ path, file }) =>
            `<figure><img src="${resolve(file)}" width="${width}">` +
            `<figcaption>${path.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</figcaption></figure>`,
        )
        .join('');
      const sheet = `${OUT}/sheet-${size}-${n + 1}.html`;
      writeFileSync(
        sheet,
        `<!doctype html><style>body{margin:8px;font:12px sans-serif;display:flex;flex-wrap:wrap;gap:8px}
        figure{margin:0;width:${width}px}img{border:1px solid #999;display:block}
        figcaption{overflow-wrap:anywhere}</style>${cells}`,
      );
      await page.goto(`file://${resolve(sheet)}`);
      await page.screenshot({ path: sheet.replace(/\.html$/, '.png'), fullPage: true });
      console.log(sheet.replace(/\.html$/, '.png'));
    }
  }
  await page.close();
}

mkdirSync(OUT, { recursive: true });
const paths = await routes();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const taken = {};
for (const [size, options] of Object.entries(SIZES)) {
  taken[size] = [];
  // One browser id for every page, as one visitor's tabs (the single-browser rule of the live director).
  const context = await browser.newContext({
    ...options,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: base,
          localStorage: [{ name: 'liveDirector.browserId', value: '00000000-0000-4000-8000-00000000570b' }],
        },
      ],
    },
  });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page
      .locator('#root > .page-loader')
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForTimeout(1500); // late chunks, fonts, the live snapshot
    await page.screenshot({ path: fileName(size, path) });
    taken[size].push({ path, file: fileName(size, path) });
    console.log(fileName(size, path));
  }
  await context.close();
}
await contactSheets(browser, taken);
await browser.close();
