/**
 * The director console on the design system (issue 45): the control token asked in a sign-in form
 * (no prompt, no alert), a wrong token answered inline, the switches and the segmented live state
 * driving what visitors see, and a producer's phone. Each test drives its own copy of
 * hybrid-summit (its own broadcast), so no other test sees its changes.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { control, summitCopy, TOKEN } from './liveHelpers';

/** What visitors get: the broadcast's public snapshot (a copy's broadcast is its event id). */
async function visitorState(request: APIRequestContext, eventId: string) {
  const response = await request.get(`/live-director/state/${eventId}`);
  expect(response.status()).toBe(200);
  return response.json() as Promise<{ state: string; visible: Record<string, boolean> }>;
}

/** Every native dialog and every policy refusal the page meets. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], refused: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.refused.push(message.text());
  });
  return seen;
}

async function signIn(page: Page, token: string) {
  await page.getByLabel('Control token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test(
  'signs in by its form: a wrong token inline, then the right one; ' + 'switches and the live state reach the visitors',
  async ({ page, request }) => {
    const eventId = await summitCopy(request);
    await control(request, eventId, { state: 'pre', visible: { polls: false } });
    const seen = watch(page);
    await page.goto(`/live-director/console/${eventId}`);

    // Without a token: the form, focused, and none of the console.
    const form = page.getByRole('form', { name: 'Sign in to the director console' });
    const field = form.getByLabel('Control token');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('type', 'password');
    await expect(page.getByRole('group', { name: 'Widgets shown' })).toBeHidden();

    await signIn(page, 'not-the-token');
    await expect(form.getByRole('alert')).toHaveText(/^Wrong token/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('liveControlToken'))).toBeNull();

    await signIn(page, TOKEN);
    await expect(form).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('Signed in. The console follows the broadcast live.');
    expect(await page.evaluate(() => sessionStorage.getItem('liveControlToken'))).toBe(TOKEN);

    // A widget: the switch says it, the status line says it, and visitors get it.
    const polls = page.getByRole('group', { name: 'Widgets shown' }).getByRole('switch', { name: 'Polls' });
    await expect(polls).not.toBeChecked();
    await polls.click();
    await expect(polls).toBeChecked();
    await expect(page.getByRole('status')).toHaveText('Polls: shown to visitors.');
    expect((await visitorState(request, eventId)).visible.polls).toBe(true);

    // The live state by its segmented control: one segment pressed, the header's chip, the visitors.
    const states = page.getByRole('group', { name: 'Broadcast state' });
    await states.getByRole('button', { name: 'On air', exact: true }).click();
    await expect(states.getByRole('button', { name: 'On air', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(states.getByRole('button', { name: 'Pre (waiting)', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.locator('#state-chip')).toHaveText('ON AIR');
    await expect(page.getByRole('status')).toHaveText('On air: visitors see the broadcast.');
    expect((await visitorState(request, eventId)).state).toBe('on-air');

    // Another producer's change (the control API) reaches this console by the broadcast's stream.
    await control(request, eventId, { state: 'post', visible: { polls: false } });
    await expect(states.getByRole('button', { name: 'Post (ended)', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(polls).not.toBeChecked();
    await expect(page.locator('#state-chip')).toHaveText('Post (ended)');

    // The stream's JSON is there for debugging, folded away.
    await expect(page.locator('#state')).toBeHidden();
    await page.getByText('Stream state (JSON)').click();
    await expect(page.locator('#state')).toContainText('"state": "post"');

    // Forget token: the form comes back, the tab keeps nothing.
    await page.getByRole('button', { name: 'Forget token' }).click();
    await expect(field).toBeFocused();
    await expect(page.getByRole('group', { name: 'Widgets shown' })).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('liveControlToken'))).toBeNull();

    expect(seen.dialogs).toEqual([]);
    expect(seen.refused).toEqual([]);
  },
);

test(
  "on a phone: the app's font, drawn switches with 44 px targets, " + 'a focus ring, nothing wider than the screen',
  async ({ page, request }) => {
    const eventId = await summitCopy(request);
    const seen = watch(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/live-director/console/${eventId}`);
    await signIn(page, TOKEN);
    const switches = page.getByRole('switch');
    // The seven widgets and the reaction bar (issue 50).
    await expect(switches).toHaveCount(8);
    await expect(
      page
        .getByRole('group', { name: 'Polls' })
        .getByRole('button', { name: /^(Start|Stop) poll: / })
        .first(),
    ).toBeVisible();

    for (const one of await switches.all()) {
      await expect(one).toBeVisible();
      // drawn, not the browser's box
      expect(await one.evaluate((input) => getComputedStyle(input).appearance)).toBe('none');
      const name = await one.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent?.trim() ?? '');
      expect(name).not.toBe('');
      const row = await one.evaluate((input: HTMLInputElement) => input.labels![0]!.getBoundingClientRect().height);
      expect(row).toBeGreaterThanOrEqual(44);
    }
    for (const segment of await page.getByRole('group', { name: 'Broadcast state' }).getByRole('button').all()) {
      expect((await segment.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The visitor app's self-hosted font (its built stylesheet), and the design system's focus ring.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Archivo/);
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('600 16px Archivo');
      }),
    ).toBe(true);
    await switches.first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(switches.first()).toBeFocused();
    expect(await switches.first().evaluate((input) => getComputedStyle(input).boxShadow)).not.toBe('none');
    await page.keyboard.press('Space');
    await expect(page.getByRole('status')).toHaveText(/^Polls: (shown to|hidden from) visitors\.$/);

    // A change the server refuses: said in the alert line, and the switch goes back at once.
    await page.route(`**/live-director/control/${eventId}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { error: 'The director is restarting.' } })
        : route.continue(),
    );
    const chat = page.getByRole('switch', { name: 'Chat' });
    const before = await chat.isChecked();
    await chat.click();
    await expect(page.locator('#error')).toHaveText('Not saved: The director is restarting.');
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();
    await expect(chat).toBeChecked({ checked: before });

    expect(seen.dialogs).toEqual([]);
    expect(seen.refused).toEqual([]);
  },
);
