import { DEMO_DOOR_TOKEN } from './demoDoor.ts';

/** The demo links printed at start (and listed in the README); `production` (DEMO_SEED=1) has no /dev pages. */
export function demoLinks(origin: string, production = false): string[] {
  const links = [
    `${origin}/hybrid-summit                          hybrid, live now, 2 of 40 seats left (en)`,
    `${origin}/hybrid-summit/demoRegistrationHybrid01 ada, on site (web-app look)`,
    `${origin}/hybrid-summit/demoRegistrationOnline01 grace, online`,
    `${origin}/webinar                                webinar in 2 days, countdown (nlFormal)`,
    `${origin}/multi-session                          multi-session, breakout round live (en)`,
    `${origin}/multi-session/demoRegistrationMulti001 linus, opening + Round 1 session A`,
    `${origin}/on-demand                              on demand, registration required (fr)`,
    `${origin}/secure-live                            live, page password Open-Sesame (de)`,
    `${origin}/open-hybrid/join                       open hybrid, web-app look (nlInformal)`,
    `${origin}/dynamic                                dynamic blocks page (en)`,
    `${origin}/publisher-day/registration             registration through the publisher sign-in (en)`,
    `${origin}/demo-company/registration-company      company default project`,
    `${origin}/live-director/console/hybrid-summit    director console (asks for the live-control token)`,
    `${origin}/hybrid-summit/check-in?door=${DEMO_DOOR_TOKEN} door page (staff): scan or find ada`,
  ];
  return production ? links : [...links, `${origin}/dev/mail                               mail outbox`];
}
