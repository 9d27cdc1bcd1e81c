/**
 * What the route fuzz (fuzz.test.ts) sends: valid demo ids for path parameters, a valid body per
 * write so that every field is reached, and the malformed values put in their place.
 */

export const SUMMIT = 'hybrid-health-summit-2026';
export const REGISTRATION = 'demoRegistrationOnline01';

/** A valid value for each path parameter name (DEMO-DATA.md); unknown names get `hybrid-summit`. */
export const VALID_PARAMS: Record<string, string> = {
  eventID: 'hybrid-summit',
  eventId: 'hybrid-summit',
  projectID: 'proj-hybrid-summit',
  projectId: 'proj-hybrid-summit',
  projectKey: 'proj-hybrid-summit',
  companyId: 'demo-company',
  registrationID: REGISTRATION,
  registrationId: REGISTRATION,
  evaluationId: 'eval-hybrid-summit',
  broadcast: SUMMIT,
  pollId: 'poll-remote-care',
  questionId: 'quiz-hospital-at-home',
  sessionId: '6f1c2b8e-3d4a-4b5c-9e7f-0a1b2c3d4e5f',
  id: 'hybrid-summit',
};

/** Path segments as they appear in the URL: NUL, lone surrogates and invalid UTF-8 percent-encoded, and more. */
export const BAD_SEGMENTS = [
  '%00',
  'demoRegistration%00nline01',
  '%ED%A0%80',
  'x%ED%B0%80',
  '%FF%FE',
  '%C0%80',
  '%',
  '%E0%A4%A',
  '%0A%0D',
  'x'.repeat(20_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '-1',
  '1e308',
];

/** Query parameters the routes read; each is sent with every bad segment. */
export const QUERY_NAMES = [
  'timeZone',
  'voterId',
  'broadcast',
  'registrationId',
  'registration_id',
  'lastEventId',
  'to',
  'project',
  'format',
  'kind',
  'id',
  'nickname',
  'email',
  'locale',
  'dryRun',
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'code',
  'code_challenge',
  'code_challenge_method',
  'code_verifier',
  'scope',
  'config',
];

/** Headers a route may read, with values a client can send (NUL cannot: fetch and Node's parser refuse it). */
export const BAD_HEADERS: [string, string][] = [
  ['Idempotency-Key', '\x7f\x01'.repeat(10)],
  ['Idempotency-Key', 'ÿ'.repeat(40)],
  ['Idempotency-Key', 'k'.repeat(50_000)],
  ['Idempotency-Key', 'valid-key-but-a-space 0123'],
  ['Authorization', 'Bearer ÿ\x7f'],
  ['Last-Event-ID', '9'.repeat(400)],
  ['If-None-Match', 'ÿ"'.repeat(100)],
  ['Accept-Encoding', 'ÿ;q=1e308'],
  ['Range', 'bytes=-1e308-ÿ'],
  ['X-Forwarded-For', 'ÿ, ::ffff:999.1.1.1, '],
];

/** 10,000 levels of nesting, as JSON text (JSON.stringify of it would overflow the test's own stack). */
export const deepArray = (levels = 10_000) => '['.repeat(levels) + ']'.repeat(levels);
export const deepObject = (levels = 10_000) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const MB = 'm'.repeat(1_000_000);

/**
 * What replaces one field of a valid body, as JSON text: strings with NUL, lone surrogates and
 * control characters, a 1 MB string, huge, negative and fractional numbers, wrong types, nesting.
 */
export const BAD_VALUES: string[] = [
  ...[
    '\u0000',
    'Ada\u0000Lovelace',
    '\ud800',
    'x\udfffy',
    '\u0007\u001b[31m',
    'line\nbreak\ttab',
    MB,
    1e308,
    -1e308,
    -1,
    0.5,
    123,
    true,
    null,
    [],
    {},
    ['\u0000', '\ud800'],
    { a: '\u0000', '\ud800': 1 },
  ].map((v) => JSON.stringify(v)),
  '1e400',
  '-0',
  deepArray(),
  deepObject(),
];

/** Marks the place of the bad value in a serialized body. */
export const MARK = '@@fuzz-value@@';
// a "string" of invalid UTF-8 and a NUL byte
const RAW_BYTES = [0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc0, 0x80, 0x00, 0x22];

/** The body with its marked value replaced by JSON text, or (without `text`) by raw invalid UTF-8 bytes. */
export function spliced(json: string, text?: string): string | Uint8Array {
  const [before, after] = json.split(JSON.stringify(MARK));
  if (text !== undefined) return before + text + (after ?? '');
  const enc = new TextEncoder();
  return new Uint8Array([...enc.encode(before), ...RAW_BYTES, ...enc.encode(after ?? '')]);
}

/** Whole bodies, each with the content type it is sent with (undefined: none). */
export const BAD_BODIES: [string | undefined, string | Uint8Array][] = [
  ['application/json', ''],
  ['application/json', 'not json'],
  ['application/json', '{'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '123'],
  ['application/json', '"\\u0000"'],
  ['application/json', '{"\\u0000":"\\ud800"}'],
  ['application/json', deepArray()],
  ['application/json', deepObject()],
  ['application/json', `{"a":"${MB}"}`],
  ['application/json', spliced(`{${JSON.stringify(MARK)}:1}`)],
  ['text/plain', '{"a":1}'],
  [undefined, '{"a":1}'],
  ['application/x-www-form-urlencoded', 'a=%00&b=%ED%A0%80&text=%FF&first_name=x%00'],
  ['multipart/form-data', 'garbage'],
  [
    'multipart/form-data; boundary=zz',
    '--zz\r\nContent-Disposition: form-data; name="text"\r\n\r\n\u0000\r\n--zz--\r\n',
  ],
  ['application/json; charset=latin1', '{"a":"\u00ff"}'],
];

/** A valid body per write (`METHOD path` as hono lists it), so a bad value in one field gets past the others. */
export function validBodies(example: Record<string, unknown>): Record<string, unknown> {
  const person = { first_name: 'Fuzz', last_name: 'Tester' };
  return {
    'POST /frontend-api/projectevents/:eventID/protected': { password: 'Open-Sesame' },
    'POST /api/registrations/:projectID/find-by-email': { email: 'grace@example.com' },
    'POST /api/registrations': {
      event_id: 'hybrid-summit',
      email: 'fuzz@example.com',
      ...person,
      company: 'CareConnect',
      interests: ['Patient-facing apps'],
      on_site_viewer: 0,
      time_zone: 'Europe/Amsterdam',
      ref: 'fuzz',
      SELECTED_EVENTS: ['hybrid-summit'],
    },
    'POST /api/sso-registrations': {
      event_id: 'hybrid-summit',
      cas_id: 'cas-1',
      ...person,
      email: 'sso@example.com',
      big_number: '123',
      on_site_viewer: 0,
    },
    'POST /api/update-registrations': {
      _id: REGISTRATION,
      projectId: 'proj-hybrid-summit',
      event_id: 'hybrid-summit',
      SELECTED_EVENTS: ['hybrid-summit'],
      on_site_viewer: 0,
    },
    'POST /api/update-registrations-and-send-mail': { _id: REGISTRATION, event_id: 'hybrid-summit', on_site_viewer: 0 },
    'POST /api/analytics/:projectKey/page-views': { action: 'registration-page-view', registrationId: REGISTRATION },
    'POST /api/analytics/:projectKey/link-clicks': {
      eventId: 'hybrid-summit',
      registrationId: REGISTRATION,
      action: 'speaker',
      url: 'https://example.com/',
    },
    'POST /api/evaluations': {
      evaluation_id: 'eval-hybrid-summit',
      registration_id: REGISTRATION,
      answers: [
        { questionId: 'overall', answerInt: 5 },
        { questionId: 'recommend', answerInt: 8 },
        { questionId: 'heard-from', answerObjectId: 'newsletter' },
        { questionId: 'remarks', answerText: 'Fine' },
      ],
    },
    'POST /api/session-ratings/:eventId': { registrationId: REGISTRATION, value: 4 },
    'POST /api/jitsi-jwt': {
      registration_id: REGISTRATION,
      event_id: 'hybrid-summit',
      email: 'grace@example.com',
      moderator: false,
    },
    'POST /api/get-3rd-party-connection-query-string-for-elearning': {
      courseSlug: 'course',
      company: 'acme',
      event_id: 'hybrid-summit',
      registration_id: REGISTRATION,
    },
    'POST /live-director/sessions': {
      broadcast: SUMMIT,
      name: 'Grace',
      email: 'grace@example.com',
      registrationId: REGISTRATION,
      pwaUser: false,
      config: {},
      browserId: VALID_PARAMS.sessionId,
    },
    'POST /live-director/sessions/:sessionId/heartbeat': { broadcast: SUMMIT, registrationId: REGISTRATION },
    'POST /live-director/control/:eventId': {
      state: 'on-air',
      visible: { polls: true },
      mode: 'player',
      activePoll: 'poll-remote-care',
      activeQuiz: null,
    },
    'POST /live-director/polls/:broadcast/:pollId/vote': { voterId: REGISTRATION, optionId: 'o1' },
    'POST /live-director/quiz/:broadcast/:questionId/answer': { voterId: REGISTRATION, optionId: 'o2' },
    'POST /live-director/ask-question': {
      broadcastSlug: SUMMIT,
      registrationId: REGISTRATION,
      eventId: 'hybrid-summit',
      question: { name: 'Grace Hopper', email: 'grace@example.com', type: 'content', message: 'How?' },
    },
    'POST /dev/oauth/linkedin/access-token': {
      code: 'code',
      redirect_uri: 'http://localhost/x',
      grant_type: 'authorization_code',
    },
    'PUT /admin/api/projects/:projectId': example,
  };
}

/** Paths to the leaves of a body (arrays and objects walked), at most `max`, spread over the document. */
export function leafPaths(value: unknown, max: number): (string | number)[][] {
  const all: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (node && typeof node === 'object') {
      if (path.length) all.push(path); // the container itself gets replaced too
      for (const [key, child] of Object.entries(node)) walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
    } else all.push(path);
  };
  walk(value, []);
  if (all.length <= max) return all;
  const step = all.length / max;
  return Array.from({ length: max }, (_, i) => all[Math.floor(i * step)]!);
}

/** A deep copy of `body` with the value at `path` replaced. */
export function replaced(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  // biome-ignore lint/suspicious/noExplicitAny: a fuzz case writes any field of any shape
  const copy: any = Array.isArray(body) ? [...body] : { ...(body as object) };
  copy[path[0]!] = replaced(copy[path[0]!], path.slice(1), value);
  return copy;
}
