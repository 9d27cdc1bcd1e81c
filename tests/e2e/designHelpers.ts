/** Shared by the design checks (design.spec.ts, designWidgets.spec.ts): the two sizes and a live summit copy. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { control, summitCopy, uniqueEmail, type Doc } from './liveHelpers';

export const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 900 } },
} as const;

/** A summit copy on air with its poll and quiz running, and a registration in it (on site by default). */
export async function liveSummit(
  request: APIRequestContext,
  onSite: 0 | 1 = 1,
  change?: (doc: Doc) => void,
): Promise<string> {
  const eventId = await summitCopy(request, change);
  await control(request, eventId, {
    state: 'on-air',
    activePoll: 'poll-remote-care',
    activeQuiz: 'quiz-hospital-at-home',
    visible: { polls: true, chat: true, quiz: true, questions: true, handouts: true },
  });
  const response = await request.post('/api/registrations', {
    data: {
      event_id: eventId,
      time_zone: 'Europe/Amsterdam',
      first_name: 'Ada',
      last_name: 'Tester',
      email: uniqueEmail('design'),
      company: 'CareConnect',
      interests: ['interest-1'],
      on_site_viewer: onSite,
      SELECTED_EVENTS: [eventId],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return `/${eventId}/${((await response.json()) as { registrationID: string }).registrationID}`;
}

/** Visible radios and checkboxes the browser draws itself (appearance other than none). */
export const nativeControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('input[type="radio"], input[type="checkbox"]')]
      .filter(
        (el) =>
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          getComputedStyle(el).appearance !== 'none',
      )
      .map((el) => `${location.pathname}${location.hash}: ${el.outerHTML.slice(0, 80)}`),
  );
