/**
 * The right screen at every moment (issue 30): a multi-session project during its live round,
 * the end of a breakout, a replay registration, a waiting page two days ahead, a personal link
 * after unregistering and on an on-demand project. Seeded projects are only read; the breakout
 * that ends is a copy of multi-session with its own broadcasts, so no other file's state moves.
 */
import { expect, test } from './fixtures';
import { control, mailTo, multiSessionCopy, register, uniqueEmail } from './momentsHelpers';

test(
  '/multi-session while Round 1 is live: the landing and ' + 'registration show it, with Register, and never "ended"',
  async ({ page }) => {
    await page.goto('/multi-session');
    await expect(page).toHaveURL(/\/multi-session$/); // not the opening's replay
    await expect(page.getByTestId('event-status')).toHaveText(/LIVE\s*Live now: Round 1/);
    const register = page.locator('.hero').getByRole('link', { name: 'Register', exact: true });
    await expect(register).toBeVisible();
    await expect(page.getByText('The event has ended.')).toHaveCount(0);
    // The agenda's actions lead to the form too (no pill that does nothing).
    await expect(
      page.locator('.agenda-session[data-event-id="multi-session-round1-a"]').getByRole('link', { name: 'Join' }),
    ).toHaveAttribute('href', '/multi-session-round1-a/registration');
    await expect(page.locator('.agenda-session[data-event-id="multi-session"]')).toContainText('Watch');

    await register.click();
    await expect(page).toHaveURL(/\/multi-session\/registration$/);
    await expect(page.getByTestId('event-status')).toHaveText(/Live now: Round 1/);
    await expect(page.getByText('The event has ended.')).toHaveCount(0);
  },
);

test('Watch on the ended opening leaves the live round with a way back, and links the evaluation', async ({
  page,
  request,
}) => {
  const id = await register(request, {
    event_id: 'multi-session',
    SELECTED_EVENTS: ['multi-session', 'multi-session-round1-a'],
  });
  await page.goto(`/multi-session/${id}`);
  await expect(page.getByTestId('live-page')).toBeVisible();
  await page.goto(`/multi-session/${id}/ondemand-with-registration`);
  await expect(page.getByRole('link', { name: 'Evaluation' })).toHaveAttribute(
    'href',
    `/multi-session/${id}/evaluation`,
  );
  await page.getByTestId('back-to-live').click();
  await expect(page).toHaveURL(new RegExp(`/multi-session-round1-a/${id}$`));
  await expect(page.getByTestId('live-page')).toBeVisible();
});

test('the end of a breakout: evaluation in the countdown dialog, and still in reach on the next session', async ({
  page,
  request,
  context,
}) => {
  const copy = await multiSessionCopy(request);
  // Registered for the closing: only a session the visitor registered for is a target (issue 45; momentWords.spec.ts).
  const id = await register(request, {
    event_id: copy.opening,
    SELECTED_EVENTS: [copy.opening, copy.roundA, copy.closing],
  });
  await page.goto(`/${copy.roundA}/${id}`);
  await expect(page.getByTestId('live-page')).toBeVisible();
  await control(request, copy.roundA, 'post');
  const dialog = page.getByRole('dialog', { name: 'This session has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Evaluation' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to the next session now' }).click();
  await expect(page).toHaveURL(new RegExp(`/${copy.closing}/${id}$`));
  const note = page.getByTestId('after-session-note');
  await expect(note).toContainText('Session A: Sustaining maintainers');
  const popup = context.waitForEvent('page');
  await note.getByRole('button', { name: 'Evaluation' }).click();
  await expect(await popup).toHaveURL(/\/evaluation$/);
  await note.getByRole('button', { name: 'Close' }).click();
  await expect(note).toHaveCount(0);
});

test(
  'a replay registration: no calendar offer on the confirmation, ' + 'and the mail tells how to watch the replay',
  async ({ page, request }) => {
    const email = uniqueEmail('replay');
    await page.goto('/on-demand/registration');
    await page.getByLabel(/Prénom/).fill('Zoé');
    await page.getByLabel(/^Nom/).fill('Martin');
    await page.getByLabel(/e-mail/i).fill(email);
    await page.getByRole('button', { name: /inscri/i }).click();
    await expect(page).toHaveURL(/registration-confirmation|ondemand-with-registration/);
    const id = new URL(page.url()).pathname.split('/')[2]!;
    await page.goto(`/on-demand/${id}/registration-confirmation`);
    await expect(page.getByRole('heading', { name: 'Comment regarder' })).toBeVisible();
    await expect(page.getByText("L'événement a eu lieu.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ajouter à votre agenda' })).toHaveCount(0);

    const text = await mailTo(request, email);
    expect(text).toContain('qui a eu lieu le');
    expect(text).toContain('regarder le replay');
    expect(text).not.toContain('qui commence le');
    expect(text).not.toContain('peu avant le début');
    // The mail goes without a calendar invite for an event that has ended.
    const page2 = await (await request.get(`/dev/mail?to=${encodeURIComponent(email)}`)).text();
    expect(page2).not.toContain('.ics');
  },
);

test('the waiting page two days ahead: a date, no "soon", no empty handouts card, a calendar link', async ({
  page,
  request,
}) => {
  const id = await register(request, {
    event_id: 'webinar',
    first_name: 'Sanne',
    last_name: 'Bakker',
    knowledge_level: 7,
    role: 'Adviseur',
  });
  await page.goto(`/webinar/${id}`);
  await expect(page.getByTestId('waiting-page')).toBeVisible();
  await expect(page.getByTestId('waiting-page').locator('.event-meta')).toContainText(/\d{4}/);
  await expect(page.getByTestId('waiting-countdown')).toBeVisible();
  await expect(page.getByText(/binnenkort/)).toHaveCount(0);
  await expect(page.getByTestId('starts-soon')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /hand-outs|handouts/i })).toHaveCount(0);
  await expect(page.getByText(/geen hand-outs/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Toevoegen aan agenda' })).toBeVisible();
});

test('the personal link after unregistering says so and offers to register again, prefilled (and UNREG-05)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unreg');
  const id = await register(request, {
    event_id: 'webinar',
    first_name: 'Sanne',
    last_name: 'Bakker',
    knowledge_level: 7,
    role: 'Adviseur',
    email,
  });
  await page.goto(`/webinar/${id}/unregister`);
  // UNREG-05: the registration is linked before unregistering too.
  await expect(page.getByRole('link', { name: 'Terug naar de registratie' })).toHaveAttribute(
    'href',
    '/webinar/registration',
  );
  expect((await request.put(`/api/registrations/proj-webinar/${id}/unsubscribe`)).ok()).toBe(true);

  await page.goto(`/webinar/${id}/olr83ee2`);
  await expect(page.getByTestId('unregistered')).toBeVisible();
  await expect(page.getByText('Welkom, Sanne')).toHaveCount(0);
  await expect(page.getByTestId('waiting-countdown')).toHaveCount(0);
  await page.getByRole('button', { name: 'Opnieuw registreren' }).click();
  await expect(page).toHaveURL(/\/webinar\/registration$/);
  await expect(page.getByRole('textbox', { name: /e-mail/i })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: /Voornaam/ })).toHaveValue('Sanne');
});

test('the personal link on an on-demand project stays on the personal page; /personal-link goes to it', async ({
  page,
  request,
}) => {
  const id = await register(request, { event_id: 'on-demand', first_name: 'Zoé', last_name: 'Martin' });
  await page.goto(`/on-demand/${id}/personal-link`);
  await expect(page).toHaveURL(new RegExp(`/on-demand/${id}/olr83ee2$`));
  await expect(page.getByTestId('end-page')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/on-demand/${id}/olr83ee2$`));
  await page.getByTestId('watch-replay').click();
  await expect(page).toHaveURL(new RegExp(`/on-demand/${id}/ondemand-with-registration$`));
});
