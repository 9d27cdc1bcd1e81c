// @vitest-environment node
/**
 * The server mounts every command of the table (src/contract/commands.ts) at its declared path,
 * for its declared method, with its declared request schema (issue 46; server/http/commandMount.ts):
 * a body the schema refuses is the command's 400, never the router's 404; a body the schema takes
 * reaches the command's handler; another method finds nothing there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS, commandPath, type CommandKind, type CommandSpec } from '../../src/contract/commands.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

/** Where this server mounts each base (src/config.ts names the app's). */
const PREFIX: Record<CommandSpec['base'], string> = { api: '/api', cdnApi: '/api', live: '/live-director' };

const REGISTRATION = 'demoRegistrationHybrid01';
const PARAMS = {
  projectKey: 'proj-hybrid-summit',
  projectID: 'proj-hybrid-summit',
  registrationID: 'unknownRegistration00001',
  broadcast: 'hybrid-health-summit-2026',
  pollId: 'poll-remote-care',
  questionId: '1',
  eventId: 'hybrid-summit',
  cloudId: 'cloud-unknown',
};

/** A body each command's schema takes (whatever the handler answers then); typed per kind: a new one needs its own. */
const ACCEPTED: Record<CommandKind, unknown> = {
  registration: hybridForm('mounted.command@example.com', 0),
  attendance: { _id: REGISTRATION, event_id: 'hybrid-summit', on_site_viewer: 0 },
  sessions: { _id: REGISTRATION, event_id: 'hybrid-summit', SELECTED_EVENTS: ['hybrid-summit'] },
  unregister: undefined,
  evaluation: { evaluation_id: 'eval-unknown', registration_id: REGISTRATION, answers: [] },
  question: { broadcastSlug: PARAMS.broadcast, question: { message: 'Mounted?' }, registrationId: REGISTRATION },
  vote: { voterId: REGISTRATION, optionId: 'o1' },
  quizAnswer: { voterId: REGISTRATION, optionId: 'o1' },
  nickname: { voterId: REGISTRATION, nickname: 'Mounted' },
  upvote: { voterId: REGISTRATION, up: true },
  sessionRating: { registrationId: REGISTRATION, value: 4 },
  pageView: { action: 'registration-page-view' },
  linkClick: { eventId: 'hybrid-summit' },
  checkIn: { door: 'x'.repeat(32), code: 'EHC1', scannedAt: 0 },
  letIn: { door: 'x'.repeat(32), check: 'A'.repeat(22), scannedAt: 0 },
  reaction: { voterId: REGISTRATION, reaction: 'clap' },
  cloudWord: { voterId: REGISTRATION, word: 'mounted' },
  walkUp: { door: 'x'.repeat(32), first_name: 'Walk', last_name: 'Up', email: 'walk.up@example.com', scannedAt: 0 },
};

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

const kinds = Object.keys(COMMANDS) as CommandKind[];
const urlOf = (spec: CommandSpec) => `http://localhost${PREFIX[spec.base]}${commandPath(spec, PARAMS)}`;

async function ask(method: string, url: string, body?: unknown) {
  const res = await t.app.request(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as { error?: string; fields?: string[] } };
}

describe('every command of the table', () => {
  it.each(kinds)('%s: refuses a body its schema refuses with 400, and takes one it accepts', async (kind) => {
    const spec: CommandSpec = COMMANDS[kind];
    if (!spec.request) return;
    const refused = await ask(spec.method, urlOf(spec), ['not', 'an', 'object']);
    expect(refused).toMatchObject({ status: 400, json: { error: expect.stringMatching(/^Invalid request body/) } });
    const taken = await ask(spec.method, urlOf(spec), ACCEPTED[kind]);
    expect(taken.json.error ?? '').not.toMatch(/^Invalid request body|^Not found$/);
  });

  it.each(kinds)('%s: answers at its path for its method only', async (kind) => {
    const spec: CommandSpec = COMMANDS[kind];
    const answered = await ask(spec.method, urlOf(spec), ACCEPTED[kind]);
    // The router's own 404 says `Not found`; a command's refusals name what they miss.
    expect(answered.json.error).not.toBe('Not found');
    const other = await ask(spec.method === 'POST' ? 'PUT' : 'POST', urlOf(spec), ACCEPTED[kind]);
    expect(other).toMatchObject({ status: 404, json: { error: 'Not found' } });
  });

  it('a command without a body (unregister) answers from its handler', async () => {
    const spec: CommandSpec = COMMANDS.unregister;
    expect(spec.request).toBeUndefined();
    expect(await ask(spec.method, urlOf(spec))).toMatchObject({
      status: 404,
      json: { error: 'Registration not found' },
    });
  });
});
