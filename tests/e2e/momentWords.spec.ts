/**
 * Words chosen by the moment (issue 45): registering while the event is live says it has started
 * and offers Watch now, no calendar, thanks once, and the mail says it is live; before the start
 * the calendar and "starts" stay; the replay promises no materials it does not have (and thanks
 * once in French); after a breakout round the page says "this session" and the countdown goes where
 * the spec says (the next registered or upcoming session). Hybrid-summit registrations here are
 * online.
 */
import { expect, test } from './fixtures';
import { eventCopy } from './liveHelpers';
import { control, mailTo, multiSessionCopy, register, uniqueEmail } from './momentsHelpers';
import { chooseOption } from './selectHelpers';

test(
  'registering online while the summit is live: started, ' +
    'Watch now, no calendar, thanked once; the mail says it is live',
  async ({ page, request }) => {
    const email = uniqueEmail('live.words');
    await page.goto('/hybrid-summit/registration');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('E-mail address').fill(email);
    await chooseOption(page, 'Organisation', 'CareConnect');
    await page.getByRole('checkbox', { name: 'Interoperability and data sharing' }).check();
    await page.getByRole('radio', { name: 'Online' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/hybrid-summit\/[\w-]{24}\/registration-confirmation$/);
    const id = new URL(page.url()).pathname.split('/')[2]!;

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have sent you a confirmation e-mail.');
    const article = page.locator('article.confirmation');
    await expect(article).toContainText('Thank you for registering!'); // the organiser's text, once
    expect((await article.textContent())?.match(/thank you/gi)).toHaveLength(1);
    await expect(page.getByTestId('confirmation-watch')).toHaveAttribute('data-moment', 'live');
    await expect(
      page.getByText(
        'The event has started. Open your personal link now to watch live. The link is also in your e-mail.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch now' })).toHaveAttribute('href', `/hybrid-summit/${id}`);
    await expect(page.getByRole('heading', { name: 'Add to your calendar' })).toHaveCount(0);
    await expect(article).not.toContainText(/shortly before the start/i);

    const text = await mailTo(request, email);
    expect(text).toMatch(
      /Thank you for registering for Hybrid Health Summit 2026\. It started on .+ and is live now\./,
    );
    expect(text).toContain('open your personal link now');
    expect(text).not.toMatch(/starts on|shortly before the start/);
    expect(text.match(/Thank you/g)).toHaveLength(1);
    expect(await (await request.get(`/dev/mail?to=${encodeURIComponent(email)}`)).text()).not.toContain('.ics');

    await page.getByRole('link', { name: 'Watch now' }).click();
    await expect(page.getByTestId('live-page')).toBeVisible();
  },
);

test(
  'before the start the confirmation keeps the calendar ' + 'and the personal page; its title says a mail was sent',
  async ({ page, request }) => {
    const id = await register(request, {
      event_id: 'webinar',
      first_name: 'Sanne',
      last_name: 'Bakker',
      knowledge_level: 7,
      role: 'Adviseur',
    });
    await page.goto(`/webinar/${id}/registration-confirmation`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wij hebben u een bevestigingsmail gestuurd.');
    await expect(page.getByTestId('confirmation-watch')).toHaveAttribute('data-moment', 'before');
    await expect(page.getByRole('heading', { name: 'Zet het in uw agenda' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Google Agenda' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?/,
    );
    await expect(page.getByRole('link', { name: 'Naar uw persoonlijke evenementpagina' })).toHaveAttribute(
      'href',
      `/webinar/${id}`,
    );
  },
);

test(
  'the replay: thanked once in French, ' + 'no materials promised where there are none, the handouts where there are',
  async ({ page, request }) => {
    const id = await register(request, { event_id: 'on-demand', first_name: 'Zoé', last_name: 'Martin' });
    await page.goto(`/on-demand/${id}/registration-confirmation`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nous vous avons envoyé un e-mail de confirmation.',
    );
    expect((await page.locator('article.confirmation').textContent())?.match(/merci/gi)).toHaveLength(1);
    await expect(page.getByRole('link', { name: 'Regarder le replay' })).toBeVisible();

    await page.goto(`/on-demand/${id}/ondemand-with-registration`);
    await expect(page.getByText('Regardez le replay complet.')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/sous la vidéo|supports/i);
    await expect(page.getByTestId('ondemand-handouts')).toHaveCount(0);

    const copy = await eventCopy(request, 'proj-on-demand', 'replay', (_doc, event) => {
      event.handouts = [{ url: '/media/hybrid-summit/programme.pdf', buttonText: 'Le programme (PDF)' }];
    });
    const other = await register(request, { event_id: copy, first_name: 'Zoé', last_name: 'Martin' });
    await page.goto(`/${copy}/${other}/ondemand-with-registration`);
    await expect(
      page
        .getByTestId('ondemand-handouts')
        .getByRole('button', { name: /Le programme \(PDF\)/ })
        .or(page.getByTestId('ondemand-handouts').getByRole('link', { name: /Le programme \(PDF\)/ })),
    ).toBeVisible();
  },
);

test(
  'after Round 1 the page behind the dialog says this session ended, ' +
    'and the closing is where Linus goes next (spec 2: the next registered or upcoming session)',
  async ({ page, request }) => {
    // Linus is not registered for the closing: issue 45 asked not to send him there; the spec's
    // auto-navigation takes the next registered or upcoming session, and the spec wins.
    const copy = await multiSessionCopy(request);
    const id = await register(request, { event_id: copy.opening, SELECTED_EVENTS: [copy.opening, copy.roundA] });
    await page.goto(`/${copy.roundA}/${id}`);
    await expect(page.getByTestId('live-page')).toBeVisible();
    await control(request, copy.roundA, 'post');
    const dialog = page.getByRole('dialog', { name: 'This session has ended' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('end-status')).toHaveText('This session has ended.');
    await expect(page.getByText('The event has ended.')).toHaveCount(0);
    await page.getByTestId('next-session').click();
    await expect(page).toHaveURL(new RegExp(`/${copy.closing}/${id}$`));
  },
);
