/**
 * The deployment rehearsal (issue 44): the README's guide, run. Caddy with `tls internal` in front
 * of two `NODE_ENV=production` processes of the one build on PostgreSQL (tests/rehearsal/stack.ts).
 * Chromium, over https, opens an imported event, registers, gets the mail, opens the personal link,
 * installs the app and watches live; one process is stopped with SIGTERM and PostgreSQL restarted
 * while registrations and votes are sent as pages send them, and nothing acknowledged is lost or
 * counted twice. Runs where .ci/run runs (Caddy and the CI's PostgreSQL); skipped elsewhere.
 */
import { readFileSync } from 'node:fs';
import {
  chromium,
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { liveTabNames, openLiveTab } from '../e2e/liveHelpers';
import { CHAT_PAGE_TEXT } from './caddy.ts';
import { ADMIN_TOKEN, LIVE_TOKEN, missingForRehearsal, startStack, type Stack } from './stack.ts';
import { writeWhile, type Acknowledged } from './writes.ts';

const EVENT = 'open-source-day';
const POLL = 'poll-funding';
const missing = missingForRehearsal();
test.skip(missing !== undefined, missing);
test.describe.configure({ mode: 'serial' });

let stack: Stack;
let api: APIRequestContext;
let context: BrowserContext;

/** The example project of the README, starting in an hour, with a chat. */
function project() {
  const doc = JSON.parse(readFileSync('server/examples/project.json', 'utf8'));
  Object.assign(doc.events[0], {
    startTime: Math.floor(Date.now() / 1000) + 3600,
    chatType: 'eventChat',
    registrationsCountLimit: null,
  });
  return doc;
}

const control = async (patch: Record<string, unknown>, origin?: string) => {
  const response = await api.post(`${origin ?? ''}/live-director/control/${EVENT}`, {
    data: patch,
    headers: { Authorization: `Bearer ${LIVE_TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** Nothing acknowledged is missing from the database, nothing is there twice, and every vote counted once. */
async function expectStoredOnce(acknowledged: Acknowledged) {
  const emails = [...acknowledged.registrations.keys()];
  const rows = await stack.query<{ email: string; n: string }>(
    'select email, count(*) as n from registrations where email = any($1) group by email',
    [emails],
  );
  expect(rows.filter((row) => row.n !== '1')).toEqual([]);
  expect(rows.length).toBe(emails.length);
  const voters = [...acknowledged.voters];
  const votes = await stack.query<{ n: string }>(
    'select count(*) as n from live_votes where broadcast = $1 and item_id = $2 and voter_id = any($3)',
    [EVENT, POLL, voters],
  );
  expect(Number(votes[0].n)).toBe(voters.length);
  const all = await stack.query<{ votes: string; counted: string }>(
    'select (select count(*) from live_votes where broadcast = $1 and item_id = $2) as votes, (select ' +
      'coalesce(sum(n), 0) from live_poll_counts where broadcast = $1 and item_id = $2) as counted',
    [EVENT, POLL],
  );
  expect(all[0].counted).toBe(all[0].votes);
}

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  testInfo.setTimeout(240_000);
  stack = await startStack('/room/{id}');
  api = await playwrightRequest.newContext({ baseURL: stack.caddy.origin, ignoreHTTPSErrors: true });
  const put = await api.put('/admin/api/projects/proj-open-source-day', {
    data: project(),
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect([200, 201], await put.text()).toContain(put.status());
  // A profile of its own (an incognito context is never installable) that trusts Caddy's authority.
  context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    baseURL: stack.caddy.origin,
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${stack.caddy.spki}`],
  });
});

test.afterAll(async ({ browserName: _ }, testInfo) => {
  // What the processes said, for a failed run (a crash's stack, the stop's lines).
  for (const [i, server] of (stack?.processes ?? []).entries()) {
    await testInfo.attach(`process ${i}`, { body: server.output() });
    if (server.child.exitCode !== null)
      console.error(`Process ${i} exited with ${server.child.exitCode}:\n${server.output()}`);
  }
  if (stack) await testInfo.attach('caddy', { body: stack.caddy.output() });
  if (process.env.REHEARSAL_DEBUG) console.error(stack?.caddy.output());
  await context?.close();
  await api?.dispose();
  await stack?.stop();
});

/** A measured fact: in the report and in the run's output. */
function note(type: string, description: string) {
  test.info().annotations.push({ type, description });
  console.log(`Rehearsal: ${type}: ${description}`);
}

let page: Page;
let personal: string;

/** After a navigation: until the app has taken over the server's markup (as tests/e2e/fixtures.ts). */
async function open(target: Page, path: string) {
  const response = await target.goto(path);
  await target.waitForFunction(() => !document.querySelector('#root[inert]'));
  return response;
}

/** The epoch ms at which the page shows `state` (watched from now on, in the page). */
function whenShown(target: Page, selector: string): Promise<number> {
  return target.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const seen = () => document.querySelector(wanted) !== null;
        if (seen()) {
          resolve(performance.timeOrigin + performance.now());
          return;
        }
        new MutationObserver((_, observer) => {
          if (!seen()) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        }).observe(document, { subtree: true, childList: true, attributes: true });
      }),
    selector,
  );
}

/** Whether the live sidebar offers the chat, in its row or its More menu (issue 45). */
const chatShown = () => liveTabNames(page).then((names) => names.some((name) => name.trim() === 'Chat'));

/**
 * A change sent to each process directly (not through the proxy) reaches the page: the chat tab goes, then comes back.
 */
async function changeThroughEach() {
  for (const [i, server] of stack.processes.entries()) {
    // A process that is gone says why (run 30: a POST to one was refused after PostgreSQL's restart).
    const gone = server.child.exitCode ?? server.child.signalCode;
    expect(gone, `process ${i} ended (${gone}); its last output:\n${server.output().slice(-3000)}`).toBeNull();
    await control({ visible: { chat: i !== 0 } }, server.base);
    await expect.poll(chatShown).toBe(i !== 0);
  }
}

test('over https: registration, the mail, the personal link with HSTS, the installed app', async () => {
  test.setTimeout(120_000);
  page = context.pages()[0] ?? (await context.newPage());
  const first = await open(page, `/${EVENT}/registration`);
  expect(first!.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const email = `ada.${Date.now().toString(36)}@example.org`;
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('radio', { name: 'Maintainer' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`/${EVENT}/[A-Za-z0-9_-]{24}/registration-confirmation$`));

  // The confirmation mail, through the SMTP relay, with the link on the site's public origin.
  await expect
    .poll(() =>
      stack.mails.some(
        (mail) => mail.text?.includes(`${stack.caddy.origin}/${EVENT}/`) && JSON.stringify(mail.to).includes(email),
      ),
    )
    .toBe(true);
  const mail = stack.mails.find((m) => JSON.stringify(m.to).includes(email))!;
  // The id ends where its alphabet does: `\b` found no end after an id ending in "-" (run 31).
  personal = new RegExp(`${stack.caddy.origin}/${EVENT}/[A-Za-z0-9_-]{24}(?![A-Za-z0-9_-])`).exec(mail.text!)![0];
  const opened = await open(page, personal);
  expect(opened!.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Installable over https (the worker took the page), and launched as the OS does: its own page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const cdp = await context.newCDPSession(page);
  await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  const manifest = (await (await api.get((await cdp.send('Page.getAppManifest')).url)).json()) as { start_url: string };
  const launched = await context.newPage();
  await open(launched, manifest.start_url);
  await expect(launched).toHaveURL(personal);
  await launched.close();
});

test(
  'live through the proxy: a change within a second, ' + 'from either process; the chat configured at start',
  async () => {
    await control({ state: 'pre', mode: 'player', activePoll: null, visible: { chat: true, polls: true } });
    await open(page, personal);
    await expect(page.locator('[data-broadcast-state="pre"]')).toBeVisible();
    const shown = whenShown(page, '[data-broadcast-state="on-air"]');
    const sent = Date.now();
    await control({ state: 'on-air' });
    const delay = (await shown) - sent;
    note('state change through the proxy', `${Math.round(delay)} ms`);
    expect(delay).toBeLessThan(1000);

    // Each process's change reaches the page, whichever one holds its stream (LISTEN/NOTIFY).
    await changeThroughEach();

    // The chat provider of the processes' environment; the build knew none.
    await openLiveTab(page, 'Chat');
    const frame = page.locator('iframe[title="Chat"]');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${stack.caddy.chatOrigin}/room/`));
    await expect(page.frameLocator('iframe[title="Chat"]').getByText(CHAT_PAGE_TEXT)).toBeVisible();

    // No meeting configured (JITSI_DOMAIN): the director's meeting mode says so, at laptop and phone size.
    await control({ mode: 'meeting' });
    await expect(page.getByText('The video meeting is not available on this site.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('meeting-off-laptop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('The video meeting is not available on this site.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('meeting-off-phone.png') });
    await page.setViewportSize({ width: 1280, height: 720 });
    await control({ mode: 'player' });
  },
);

test(
  'a rolling restart under writes: one process stopped with SIGTERM, ' + 'then PostgreSQL; nothing lost, nothing twice',
  async () => {
    test.setTimeout(180_000);
    await control({ activePoll: POLL });
    let phase = 'before';
    const writing = writeWhile(api, EVENT, POLL, 10, () => phase === 'done');
    await expect.poll(() => stack.query('select 1 from live_votes limit 1').then((rows) => rows.length)).toBe(1);

    phase = 'stopping';
    const stopMs = await stack.stopProcess(0);
    note('SIGTERM to exit', `${stopMs} ms`);
    expect(stopMs).toBeLessThanOrEqual(10_000);
    // The page goes on through the other process: a change reaches it.
    await control({ visible: { chat: false } });
    await expect.poll(chatShown).toBe(false);
    await stack.startProcess(0);
    await control({ visible: { chat: true } });
    await expect.poll(chatShown).toBe(true);

    phase = 'postgres';
    await stack.restartPostgres();
    // After the restart both processes listen again: a change made through each reaches the page.
    await changeThroughEach();
    phase = 'done';
    const acknowledged = await writing;
    note(
      'writes',
      `${acknowledged.registrations.size} registrations and ${acknowledged.voters.size} votes acknowledged, ` +
        `${acknowledged.retries} sent again`,
    );
    await expectStoredOnce(acknowledged);
  },
);
