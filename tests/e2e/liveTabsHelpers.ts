/** What the live-tab specs share: a registration, a tab by its name, the live announcer. */
import { expect, type APIRequestContext, type Page } from './fixtures';
import { uniqueEmail } from './liveHelpers';

/** A registration made through the API (`who` names its e-mail address), its id. */
export async function register(
  request: APIRequestContext,
  eventId: string,
  onSite: 0 | 1,
  who = 'tabs',
): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: eventId,
      time_zone: 'Europe/Amsterdam',
      first_name: 'Grace',
      last_name: 'Tester',
      email: uniqueEmail(who),
      company: 'CareConnect',
      interests: ['interest-1'],
      on_site_viewer: onSite,
      SELECTED_EVENTS: [eventId],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

export const tab = (page: Page, name: string, list = 'Live tabs') =>
  page.getByRole('tablist', { name: list }).getByRole('tab', { name, exact: true });

export const announcer = (page: Page) => page.getByTestId('live-announcer');
