/** Creating registrations: the form, and publisher single sign-on. */
import { Hono } from 'hono';
import {
  LINK_MAILED,
  SsoRegistrationRequestSchema,
  type LinkMailed,
  type RegistrationResult,
} from '../../src/contract/index.ts';
import type { AppDeps } from '../deps.ts';
import { commandHandler } from '../http/commandRoute.ts';
import { ApiError, jsonBody } from '../http/errors.ts';
import { publicOrigin } from '../http/params.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { loginMode } from '../services/projects.ts';
import type { StoredProject } from '../db/projects.ts';
import { register, registerNewKeyed, type RegisterInput } from '../services/register.ts';
import { registrationInput } from '../services/registrationInput.ts';
import { confirmedSsoInput } from '../services/ssoRegistration.ts';

/** 200 with the registration, or 202 without any id: a known e-mail of a magic-link project. */
type Answer = { status: 200; body: RegistrationResult } | { status: 202; body: LinkMailed };

/** The project from memory (cache/): no query per registration. */
async function projectOf(deps: AppDeps, eventId: string): Promise<StoredProject> {
  const cached = await deps.cache.projectByEvent(eventId);
  if (!cached) throw new ApiError(400, 'Unknown event.', { fields: ['event_id'] });
  return cached.project;
}

/**
 * Registers and mails in one transaction; the mail is built from what was written, not re-read.
 * A known e-mail in a `magic-link` project is answered without its id (the link went to the
 * stored address); a new one gets its id as in `direct` mode, so its page can go on.
 */
async function registerAndMail(deps: AppDeps, origin: string, input: RegisterInput): Promise<Answer> {
  const outcome = await register(deps, input, origin);
  if (outcome.registeredAgain && loginMode(input.project) === 'magic-link') return { status: 202, body: LINK_MAILED };
  return {
    status: 200,
    body: {
      registrationID: outcome.registrationId,
      cannotRegisterForEvents: outcome.cannotRegisterForEvents,
      on_site_viewer: outcome.onSiteViewer,
    },
  };
}

/**
 * The registration command of the table, mounted by routes/commands.ts. With an Idempotency-Key
 * (the form and the offline outbox always send one) a repeat gets the first answer and creates
 * nothing, mails nothing; a new e-mail with its key is one statement, one run of the group commit
 * (services/register.ts registerNewKeyed; on PostgreSQL and for a known e-mail it decides nothing
 * and the key's transaction registers). Without a key register() runs, which takes the same
 * statement first on PGlite. The input is made outside any transaction: the project comes from
 * memory (cache/).
 */
export function registrationCommand(deps: AppDeps, limiter: RateLimiter) {
  return commandHandler('registration', {
    before: [limiter.perIp('register', 60)],
    prepare: async (body, c) => ({
      input: registrationInput(await projectOf(deps, body.event_id), body, deps.now()),
      origin: publicOrigin(c, deps.config),
    }),
    statement: async (_body, { input, origin }, claim) =>
      claim ? registerNewKeyed(deps, input, origin, claim) : undefined,
    work: (d, _body, { input, origin }) => registerAndMail(d, origin, input),
  });
}

/**
 * Publisher single sign-on: only what the provider confirms for the access token is registered
 * (services/ssoRegistration.ts).
 */
export function registrationRoutes(deps: AppDeps, limiter: RateLimiter) {
  const app = new Hono();
  app.post('/sso-registrations', limiter.perIp('register', 60), async (c) => {
    const body = await jsonBody(c, SsoRegistrationRequestSchema);
    const project = await projectOf(deps, body.event_id);
    const input = await confirmedSsoInput(deps, project, body);
    const answer = await registerAndMail(deps, publicOrigin(c, deps.config), input);
    return c.json(answer.body, answer.status);
  });
  return app;
}
