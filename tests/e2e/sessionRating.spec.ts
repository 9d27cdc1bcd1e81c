/**
 * The session rating (issue 50's rating scale, the command `sessionRating`) against the real
 * server, on a phone and a laptop: rated on the end page (the webinar, formal Dutch) with the
 * distribution after it; rated offline, it waits as saved on this device and is sent once when
 * the network is back (the count goes up by exactly one); in the web-app's end home of an
 * on-site visitor (English) and on the replay page (French) too; axe finds nothing serious in the
 * card. Each test rates a copy of its event of its own.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { AXE_OPTIONS, axeOn } from './contrastCheck';
import { control, eventCopy, registerWebinar, summitCopy, uniqueEmail } from './liveHelpers';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;
/** Screenshots for the review, only when asked (`SHOTS=1`): full-page shots cost each test a second or more. */
const SHOTS = process.env.SHOTS ? '/tmp/shots/session-rating' : undefined;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function rate(request: APIRequestContext, eventId: string, registrationId: string, value: number) {
  const response = await request.post(`/api/session-ratings/${eventId}`, { data: { registrationId, value } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { count: number };
}

async function expectNoSeriousViolations(page: Page) {
  const result = await axeOn(page)
    .options(AXE_OPTIONS)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[data-testid="session-rating"]')
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** An ended webinar of its own, one visitor who rated it already, and a new visitor on its end page. */
async function endPage(page: Page, request: APIRequestContext) {
  const webinar = await eventCopy(request, 'proj-webinar', 'rating-webinar');
  await control(request, webinar, { state: 'post' });
  await rate(request, webinar, await registerWebinar(request, webinar), 5);
  const id = await registerWebinar(request, webinar);
  await page.goto(`/${webinar}/${id}`);
  await expect(page.getByTestId('end-page')).toBeVisible();
  const card = page.getByTestId('session-rating');
  await expect(card.getByRole('heading', { name: 'Hoe nuttig vond u deze sessie?' })).toBeVisible();
  return { webinar, card };
}

for (const viewport of VIEWPORTS) {
  test.describe(`session rating on a ${viewport.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    });

    test('rated on the end page: the average and the distribution; rating again replaces it', async ({
      page,
      request,
    }) => {
      const { card } = await endPage(page, request);
      // Sending without a choice says what is missing.
      await card.getByRole('button', { name: 'Beoordeling versturen' }).click();
      await expect(card.getByText('Kies een beoordeling van 1 tot en met 5.')).toBeVisible();
      await shot(page, `end-form-${viewport.name}`);
      await card.getByRole('radio', { name: '4 Nuttig' }).check();
      await card.getByRole('button', { name: 'Beoordeling versturen' }).click();
      await expect(card.getByTestId('rating-average')).toHaveText('Gemiddeld: 4,5 van 5 (2 beoordelingen)');
      await expect(card.getByTestId('own-rating')).toHaveText('Uw beoordeling: 4 (Nuttig)');
      const bars = card.getByRole('listitem');
      await expect(bars).toHaveText([
        /^5 – Zeer nuttig\s*1 beoordeling \(50%\)$/,
        /^4 – Nuttig\s*1 beoordeling \(50%\)$/,
        /^3 – Redelijk nuttig\s*0 beoordelingen \(0%\)$/,
        /^2 – Een beetje nuttig\s*0 beoordelingen \(0%\)$/,
        /^1 – Niet nuttig\s*0 beoordelingen \(0%\)$/,
      ]);
      await expectNoSeriousViolations(page);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `end-results-${viewport.name}`);

      // A reload shows the distribution again (this browser's memory); changing replaces the rating.
      await page.reload();
      await expect(card.getByTestId('rating-average')).toHaveText('Gemiddeld: 4,5 van 5 (2 beoordelingen)');
      await card.getByRole('button', { name: 'Mijn beoordeling wijzigen' }).click();
      await expect(card.getByRole('radio', { name: '4 Nuttig' })).toBeChecked();
      await card.getByRole('radio', { name: '2 Een beetje nuttig' }).check();
      await card.getByRole('button', { name: 'Beoordeling bijwerken' }).click();
      await expect(card.getByTestId('rating-average')).toHaveText('Gemiddeld: 3,5 van 5 (2 beoordelingen)');
    });

    // Service workers are blocked in the desktop project (playwright.config.ts): the offline rating
    // is sent again by the app's worker too (its background sync), so this test has it. The others
    // rate online, where the worker takes no part but would install and fill its caches beside them.
    test.describe(() => {
      test.use({ serviceWorkers: 'allow' });

      test('rated offline: saved on this device, then sent once when the network is back', async ({
        page,
        context,
        request,
      }) => {
        const { webinar, card } = await endPage(page, request);
        const sent: string[] = [];
        page.on('response', (response) => {
          if (response.url().includes(`/api/session-ratings/${webinar}`) && response.status() === 200)
            sent.push(response.headers()['idempotent-replayed'] ?? 'first');
        });
        await context.setOffline(true);
        await card.getByRole('radio', { name: '2 Een beetje nuttig' }).check();
        await card.getByRole('button', { name: 'Beoordeling versturen' }).click();
        await expect(card.getByText('Uw beoordeling kon nog niet worden verstuurd.')).toBeVisible();
        await expect(card.getByTestId('own-rating')).toHaveText('Uw beoordeling: 2 (Een beetje nuttig)');
        await expect(card.getByTestId('rating-results')).toHaveCount(0);
        await expectNoSeriousViolations(page);
        await shot(page, `end-waiting-${viewport.name}`);

        await context.setOffline(false);
        await expect(card.getByText('Uw bewaarde beoordeling is verstuurd. Dank u wel!')).toBeVisible();
        // One visitor before, this one now: exactly one more.
        await expect(card.getByTestId('rating-average')).toHaveText('Gemiddeld: 3,5 van 5 (2 beoordelingen)');
        await expect(card.getByText('Uw beoordeling kon nog niet worden verstuurd.')).toHaveCount(0);
        expect(sent.filter((kind) => kind === 'first')).toHaveLength(1);
        // The server counts it once too: another visitor's rating answers three in all.
        expect((await rate(request, webinar, await registerWebinar(request, webinar), 3)).count).toBe(3);
      });
    });

    test("rated in the web-app's end home of an on-site visitor", async ({ page, request }) => {
      const summit = await summitCopy(request);
      await control(request, summit, { state: 'post' });
      const registered = await request.post('/api/registrations', {
        data: {
          event_id: summit,
          time_zone: 'Europe/Amsterdam',
          first_name: 'Ada',
          last_name: 'Tester',
          email: uniqueEmail('rating.onsite'),
          company: 'CareConnect',
          interests: ['interest-1'],
          on_site_viewer: 1,
          SELECTED_EVENTS: [summit],
        },
      });
      expect(registered.status(), await registered.text()).toBe(200);
      const { registrationID } = (await registered.json()) as { registrationID: string };
      await page.goto(`/${summit}/${registrationID}`);
      await expect(page.getByRole('navigation', { name: 'App tabs' })).toBeVisible();
      await expect(page.getByTestId('end-page')).toBeVisible();
      const card = page.getByTestId('session-rating');
      await card.getByRole('radio', { name: '3 Moderately useful' }).check();
      await card.getByRole('button', { name: 'Send my rating' }).click();
      await expect(card.getByTestId('rating-average')).toHaveText('Average: 3.0 out of 5 (1 rating)');
      await expectNoSeriousViolations(page);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `pwa-end-${viewport.name}`);
    });

    test('rated on the replay page of a registrant, in French', async ({ page, request }) => {
      const event = await eventCopy(request, 'proj-on-demand', 'rating-replay');
      const registered = await request.post('/api/registrations', {
        data: {
          event_id: event,
          email: `rating.${Date.now()}@example.com`,
          first_name: 'Camille',
          last_name: 'Martin',
        },
      });
      expect(registered.ok(), await registered.text()).toBe(true);
      const { registrationID } = (await registered.json()) as { registrationID: string };
      await page.goto(`/${event}/${registrationID}/ondemand-with-registration`);
      const card = page.getByTestId('session-rating');
      await expect(card.getByRole('heading', { name: 'Cette session vous a-t-elle été utile ?' })).toBeVisible();
      await card.getByRole('radio', { name: '5 Très utile' }).check();
      await card.getByRole('button', { name: 'Envoyer ma note' }).click();
      await expect(card.getByTestId('rating-average')).toHaveText(/^Moyenne : 5,0 sur 5 \(1 note\)$/);
      await expectNoSeriousViolations(page);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `ondemand-${viewport.name}`);
    });
  });
}
