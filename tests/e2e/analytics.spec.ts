/**
 * Link-click analytics (issue 11): a handout download is recorded, with -pwa for web-app users, and GET /dev/analytics
 * shows it.
 */
import { expect, test } from './fixtures';

test('a web-app user downloading a handout records a link click under {projectId}-pwa', async ({ page, request }) => {
  await page.goto('/hybrid-summit/demoRegistrationHybrid01#handout');
  const handout = page.getByRole('link', { name: /programme|program/i }).first();
  await expect(handout).toBeVisible();
  const href = await handout.getAttribute('href');
  const click = page.waitForRequest((r) => r.url().endsWith('/api/analytics/proj-hybrid-summit-pwa/link-clicks'));
  const popup = page.waitForEvent('popup');
  await handout.click();
  await popup;
  const body = (await click).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    eventId: 'hybrid-summit',
    registrationId: 'demoRegistrationHybrid01',
    component: 'handout',
    url: href,
  });

  await expect
    .poll(async () => {
      const list = (await (
        await request.get('/dev/analytics?format=json&project=proj-hybrid-summit')
      ).json()) as Record<string, unknown>[];
      return list.some(
        (row) => row.kind === 'link-click' && row.pwa === true && (row.payload as { url?: string }).url === href,
      );
    })
    .toBe(true);
  const html = await page.request.get('/dev/analytics');
  expect(await html.text()).toContain('proj-hybrid-summit-pwa');
});
