/**
 * The room screen made for a projector (issue 45), against the real server: at 1920x1080 the
 * question the moderator highlights (through the director's control API) is large with its asker,
 * the top five approved questions follow in vote order inside the viewport without a scroll bar, a
 * long question is cut inside its row, the QR code is large enough to scan from the back, and every
 * text reads on the project's image background. The same screen fits 1280x720, 1366x768 and
 * 1366x900 without scrolling (with a long question highlighted: 1920x1080, 1280x720 and a 4:3
 * 1024x768), and a 390 px phone without sideways overflow. `SHOTS=/dir` keeps screenshots.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { unreadableText } from './contrastCheck';
import { summitCopy, TOKEN, uniqueEmail } from './liveHelpers';

const auth = { Authorization: `Bearer ${TOKEN}` };
const SHOTS = process.env.SHOTS;

async function register(request: APIRequestContext, eventId: string): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: eventId,
      time_zone: 'Europe/Amsterdam',
      first_name: 'Grace',
      last_name: 'Tester',
      email: uniqueEmail('room'),
      company: 'CareConnect',
      interests: ['interest-1'],
      on_site_viewer: 1,
      SELECTED_EVENTS: [eventId],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

const CARE = 'when a patient is cared for at home and the nurse, the family doctor, the hospital and the pharmacy ';
const LONG = `Lima: ${`${CARE}all keep their own notes, `.repeat(4)}who is in charge of the whole picture?`;

/** The questions asked, with the votes each gets and the asker's name; `Hotel` is the one answered now. */
const ASKED = [
  { message: 'Hotel: how do you keep the data safe at home?', name: 'Hanna de Vries', votes: 5 },
  { message: 'Alfa: who pays for the care at home?', name: 'Ada', votes: 4 },
  { message: 'Bravo: does this work for people without a smartphone?', name: 'Bram', votes: 3 },
  { message: LONG, name: 'Lotte', votes: 2 },
  { message: 'Charlie: how many hospitals take part?', name: 'Chris', votes: 1 },
  { message: 'Delta: is there a waiting list?', name: 'Dirk', votes: 1 },
  { message: 'Echo: never on the screen?', name: 'Eva', votes: 0 },
];
/** The list the screen shows: by votes, ties the earlier first, without the highlighted one, five at most. */
const EXPECTED_TOP = ['Alfa', 'Bravo', 'Lima', 'Charlie', 'Delta'];

async function questionId(request: APIRequestContext, eventId: string, message: string): Promise<number> {
  const view = (await (
    await request.get(`/live-director/qna-control/${eventId}?status=approved`, { headers: auth })
  ).json()) as { questions: { id: number; message: string }[] };
  return view.questions.find((q) => q.message === message)!.id;
}

/** What the page measures: the document's scroll sizes and each listed row, its text and its boxes. */
function layout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const rows = [...document.querySelectorAll('[data-testid="questions-screen-top"] li')].map((li) => {
      const text = li.querySelector('.qs-text') as HTMLElement;
      return {
        text: text.textContent ?? '',
        row: box(li),
        textBox: box(text),
        clipped: text.scrollHeight > text.clientHeight + 1,
        votesPx: parseFloat(getComputedStyle(li.querySelector('.qs-votes strong')!).fontSize),
      };
    });
    const doc = document.documentElement;
    return {
      scrollWidth: doc.scrollWidth,
      scrollHeight: doc.scrollHeight,
      width: innerWidth,
      height: innerHeight,
      rows,
    };
  });
}

/** Every listed row inside the viewport, the page without a scroll bar, the long question cut inside its row. */
async function expectFits(page: Page, size: string, top = EXPECTED_TOP) {
  const found = await layout(page);
  expect(
    found.rows.map((r) => r.text.split(':')[0]),
    size,
  ).toEqual(top);
  expect(found.scrollHeight, `${size}: no vertical scroll`).toBeLessThanOrEqual(found.height);
  expect(found.scrollWidth, `${size}: no sideways scroll`).toBeLessThanOrEqual(found.width);
  for (const { row, textBox, text } of found.rows) {
    expect(row.top, `${size} ${text.slice(0, 12)}`).toBeGreaterThanOrEqual(0);
    expect(row.left).toBeGreaterThanOrEqual(0);
    expect(row.bottom, `${size} ${text.slice(0, 12)} bottom`).toBeLessThanOrEqual(found.height);
    expect(row.right).toBeLessThanOrEqual(found.width);
    expect(textBox.bottom, `${size} ${text.slice(0, 12)} stays in its row`).toBeLessThanOrEqual(row.bottom + 1);
    expect(textBox.right).toBeLessThanOrEqual(row.right + 1);
  }
  const long = found.rows.find((r) => r.text.startsWith('Lima'));
  if (long) expect(long.clipped, `${size}: the long question is cut to a few lines`).toBe(true);
  return found;
}

const fontPx = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

test(
  'the room screen on a 1920x1080 projector: the highlighted question large, ' +
    'the top five by votes on one screen; it fits 1280x720, 1366x768 and a phone',
  async ({ browser, request }) => {
    test.slow();
    const eventId = await summitCopy(request, (doc, event) => {
      doc.language = 'en';
      event.questionsMode = 'open';
      event.questionsScreen = 'open';
    });
    const voters: string[] = [];
    for (let i = 0; i < 5; i += 1) voters.push(await register(request, eventId));
    for (const [i, q] of ASKED.entries()) {
      expect(
        (
          await request.post('/live-director/ask-question', {
            data: {
              broadcastSlug: eventId,
              registrationId: voters[i % voters.length],
              question: { name: q.name, email: 'asker@example.com', type: 'content', message: q.message },
            },
          })
        ).status(),
      ).toBe(201);
    }
    const ids = new Map<string, number>();
    for (const q of ASKED) {
      const id = await questionId(request, eventId, q.message);
      ids.set(q.message, id);
      for (const voter of voters.slice(0, q.votes)) {
        expect(
          (
            await request.post(`/live-director/qna/${eventId}/${id}/upvote`, { data: { voterId: voter, up: true } })
          ).status(),
        ).toBe(200);
      }
    }

    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.goto(`/${eventId}/questions-screen`);
    // Nothing highlighted yet: the invitation is large, and the list has the top five (Hotel too, it has the most
    // votes).
    await expect(page.getByTestId('questions-screen-invite')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Now answering' })).toHaveCount(0);
    expect(await fontPx(page, '[data-testid="questions-screen-invite"]')).toBeGreaterThanOrEqual(44);
    await expect(page.getByTestId('questions-screen-top').locator('li').first()).toContainText('Hotel');
    await expect(page.getByTestId('questions-screen-top').locator('li').first()).toContainText('5 votes');

    // The moderator highlights Hotel: it fades in above, large, with its asker; the list moves up one.
    expect(
      (
        await request.post(`/live-director/qna-control/${eventId}/${ids.get(ASKED[0].message)}`, {
          data: { action: 'highlight' },
          headers: auth,
        })
      ).status(),
    ).toBe(200);
    const now = page.getByTestId('questions-screen-now');
    await expect(now).toContainText(ASKED[0].message);
    await expect(now).toContainText('Hanna de Vries');
    await expect(page.getByRole('heading', { name: 'Now answering' })).toBeVisible();
    await expect(page.getByTestId('questions-screen-invite')).toHaveCount(0);
    expect(await now.locator('..').evaluate((el) => getComputedStyle(el).animationName)).toBe('qs-arrive');
    expect(await fontPx(page, '[data-testid="questions-screen-now"] p')).toBeGreaterThanOrEqual(48);
    await expect(page.getByTestId('questions-screen-top').locator('li')).toHaveCount(5);
    await expect(page.getByTestId('questions-screen-top').locator('li').first()).toContainText('Alfa');
    await expect(page.getByTestId('questions-screen-top').locator('li').first()).toContainText('4 votes');
    // Measured once the arrivals have faded in (they start a little lower).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.qs-arrive')].every((el) =>
        el.getAnimations().every((a) => a.playState === 'finished'),
      ),
    );
    const projector = await expectFits(page, '1920x1080');
    for (const row of projector.rows) expect(row.votesPx, 'vote counts are large').toBeGreaterThanOrEqual(32);
    // The QR code and the address, large enough to scan and type from the back of the room.
    const qr = (await page.locator('.qs-qr svg').boundingBox())!;
    expect(Math.min(qr.width, qr.height)).toBeGreaterThanOrEqual(220);
    await expect(page.locator('.qs-url')).toHaveText(new RegExp(`/${eventId}$`));
    expect(await fontPx(page, '.qs-url')).toBeGreaterThanOrEqual(24);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every text reads on the summit's image background (text on opaque panels; pixel-checked where axe cannot judge).
    const decoder = await context.newPage();
    expect(await unreadableText(page, decoder, 'room screen 1920x1080')).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/room-1920x1080.png` });

    for (const [width, height] of [
      [1280, 720],
      [1366, 768],
      [1366, 900],
    ]) {
      await page.setViewportSize({ width, height });
      await expectFits(page, `${width}x${height}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/room-${width}x${height}.png` });
    }
    // A phone: one part below the other, scrolling down, never sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await layout(page);
    expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    for (const { row } of phone.rows) expect(row.right).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/room-390x844.png`, fullPage: true });

    // The long one highlighted: a step smaller and cut to a few lines, and the list still fits below it.
    expect(
      (
        await request.post(`/live-director/qna-control/${eventId}/${ids.get(LONG)}`, {
          data: { action: 'highlight' },
          headers: auth,
        })
      ).status(),
    ).toBe(200);
    await expect(now).toContainText('Lima');
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
      [1024, 768],
    ]) {
      await page.setViewportSize({ width, height });
      await expectFits(page, `${width}x${height}, the long one highlighted`, [
        'Hotel',
        'Alfa',
        'Bravo',
        'Charlie',
        'Delta',
      ]);
      const text = page.getByTestId('questions-screen-now').locator('p');
      expect(await text.evaluate((p) => p.scrollHeight > p.clientHeight + 1)).toBe(true);
      if (width === 1920)
        expect(await fontPx(page, '[data-testid="questions-screen-now"] p')).toBeGreaterThanOrEqual(48);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/room-${width}x${height}-long.png` });
    }
    await context.close();
  },
);

test('the room screen: a new highlighted question appears without motion for a viewer who asks for less', async ({
  browser,
  request,
}) => {
  const eventId = await summitCopy(request, (doc, event) => {
    doc.language = 'en';
    event.questionsMode = 'moderated';
    event.anonymousQuestions = true;
  });
  const voter = await register(request, eventId);
  const message = 'Mike: is the recording shared afterwards?';
  expect(
    (
      await request.post('/live-director/ask-question', {
        data: {
          broadcastSlug: eventId,
          registrationId: voter,
          anonymous: true,
          question: { name: 'Mike Tester', email: 'mike@example.com', type: 'content', message },
        },
      })
    ).status(),
  ).toBe(201);
  const pending = (await (
    await request.get(`/live-director/qna-control/${eventId}?status=pending`, { headers: auth })
  ).json()) as { questions: { id: number; message: string }[] };
  const id = pending.questions.find((q) => q.message === message)!.id;
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`/${eventId}/questions-screen`);
  await expect(page.getByText('No questions yet.')).toBeVisible();
  for (const action of ['approve', 'highlight']) {
    expect(
      (await request.post(`/live-director/qna-control/${eventId}/${id}`, { data: { action }, headers: auth })).status(),
    ).toBe(200);
  }
  await expect(page.getByTestId('questions-screen-now')).toContainText(message);
  expect(
    await page
      .getByTestId('questions-screen-now')
      .locator('..')
      .evaluate((el) => getComputedStyle(el).animationName),
  ).toBe('none');
  // Asked anonymously: no asker line.
  await expect(page.locator('.qs-asker')).toHaveCount(0);
  await expect(page.getByTestId('questions-screen')).not.toContainText('Mike Tester');
  await expect(page.getByText('No questions yet.')).toBeVisible();
  await context.close();
});
