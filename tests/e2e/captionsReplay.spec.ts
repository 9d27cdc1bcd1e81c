/**
 * The replay's captions (issue 48) against the real server: the lines a captioner kept become a
 * caption track on the on-demand player and a transcript beside it that finds a word, where a click
 * on a line moves the video there; axe finds nothing. A copy of the on-demand project (French), so
 * its own broadcast holds the lines.
 */
import { AXE_OPTIONS, axeOn } from './contrastCheck';
import { SIZES } from './designHelpers';
import { expect, test } from './fixtures';
import { eventCopy, TOKEN, uniqueEmail } from './liveHelpers';

test('the transcript finds a word and a click seeks the player; the track is on the video', async ({
  browser,
  request,
}) => {
  const eventId = await eventCopy(request, 'proj-on-demand', 'replay');
  const lines = [
    { seq: 1, text: 'Bonjour et bienvenue à ce webinaire.', start: 2000 },
    { seq: 2, text: 'Premier geste : les mots de passe.', start: 12000 },
    { seq: 3, text: 'Deuxième geste : les sauvegardes hors ligne.', start: 24000 },
  ];
  for (const line of lines) {
    const response = await request.post(`/live-director/captions/${eventId}`, {
      data: { ...line, lang: 'fr', final: true },
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const registered = await request.post('/api/registrations', {
    data: {
      event_id: eventId,
      email: uniqueEmail('replay'),
      first_name: 'Camille',
      last_name: 'Martin',
      time_zone: 'Europe/Paris',
    },
  });
  const { registrationID } = (await registered.json()) as { registrationID: string };

  const context = await browser.newContext(SIZES.laptop);
  const page = await context.newPage();
  await page.goto(`/${eventId}/${registrationID}/ondemand-with-registration`);
  const transcript = page.getByRole('region', { name: 'Transcription' });
  await expect(transcript.getByRole('listitem')).toHaveCount(3);
  const video = page.locator('video.ondemand-video');
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => `${t.kind}:${t.language}:${t.mode}`)),
    )
    .toEqual(['captions:fr:showing']);

  await transcript.getByLabel('Rechercher dans la transcription').fill('sauvegardes');
  await expect(transcript.getByRole('status')).toHaveText('1 ligne trouvée');
  await expect(transcript.getByRole('listitem')).toHaveCount(1);
  await transcript.getByRole('button', { name: /Deuxième geste/ }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(24, 0);
  await expect(transcript.getByRole('button', { name: /Deuxième geste/ })).toHaveAttribute('aria-current', 'time');

  const result = await axeOn(page)
    .options(AXE_OPTIONS)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots/replay-laptop.png', fullPage: true });
  await page.setViewportSize(SIZES.phone.viewport);
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots/replay-phone.png', fullPage: true });
  await context.close();
});
