/**
 * Every app path, built in one place: links, redirects, the outbox, sign-in returns and the
 * server's mailed links all use these, so a route reads the same wherever it is written. The
 * route patterns themselves live in the app's route table.
 */
const enc = encodeURIComponent;

/** `?a=1&b=2` from the given values, leaving out the empty ones; commas stay readable. */
export function queryString(params: Record<string, string | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

const personal = (eventId: string, registrationId: string) => `/${enc(eventId)}/${enc(registrationId)}`;

export const paths = {
  landing: (eventId: string) => `/${enc(eventId)}`,
  registration: (eventId: string, query = '') => `/${enc(eventId)}/registration${query}`,
  companyRegistration: (companyId: string) => `/${enc(companyId)}/registration-company`,
  login: (eventId: string) => `/${enc(eventId)}/login`,
  join: (eventId: string) => `/${enc(eventId)}/join`,
  publisherLogin: (eventId: string) => `/${enc(eventId)}/publisher-login`,
  casCallback: (eventId: string) => `/${enc(eventId)}/cas-callback`,
  ondemand: (eventId: string) => `/${enc(eventId)}/ondemand`,
  /** The personal event page. */
  personal,
  /** The personal link as mailed and redirected to: it stores the registration, then opens `personal`. */
  personalLink: (eventId: string, registrationId: string, pwa = false) =>
    `${personal(eventId, registrationId)}/olr83ee2${pwa ? '?pwa=true' : ''}`,
  confirmation: (eventId: string, registrationId: string, query = '') =>
    `${personal(eventId, registrationId)}/registration-confirmation${query}`,
  calendar: (eventId: string, registrationId: string) => `${personal(eventId, registrationId)}/calendar`,
  unregister: (eventId: string, registrationId: string) => `${personal(eventId, registrationId)}/unregister`,
  changeAttendance: (eventId: string, registrationId: string) =>
    `${personal(eventId, registrationId)}/change-attendance`,
  participants: (eventId: string, registrationId: string) => `${personal(eventId, registrationId)}/participants`,
  evaluation: (eventId: string, registrationId: string) => `${personal(eventId, registrationId)}/evaluation`,
  ondemandWithRegistration: (eventId: string, registrationId: string) =>
    `${personal(eventId, registrationId)}/ondemand-with-registration`,
  /** The on-site ticket (issue 49), also linked from the confirmation mail. */
  ticket: (eventId: string, registrationId: string) => `${personal(eventId, registrationId)}/ticket`,
  /** The door page (issue 49), opened with the organiser's door token. */
  checkIn: (eventId: string, doorToken: string) => `/${enc(eventId)}/check-in?door=${enc(doorToken)}`,
};
