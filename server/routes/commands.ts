/**
 * The visitor writes of the API (the table's `api` and `cdnApi` commands, both under /api on this
 * server), mounted from the table (http/commandMount.ts): a command of these bases without its
 * handler here is a type error. The live director's are mounted in live/interactionRoutes.ts.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { mountCommands } from '../http/commandMount.ts';
import type { RateLimiter } from '../http/rateLimit.ts';
import { checkInCommand } from '../checkin/command.ts';
import { letInCommand } from '../checkin/letIn.ts';
import { walkUpCommand } from '../checkin/walkUp.ts';
import { analyticsCommands } from './analytics.ts';
import { evaluationCommand } from './evaluations.ts';
import { registrationChangeCommands } from './registrationChanges.ts';
import { registrationCommand } from './registrations.ts';
import { sessionRatingCommand } from './sessionRatings.ts';

export function apiCommandRoutes(deps: AppDeps, limiter: RateLimiter): Hono {
  const app = new Hono();
  mountCommands(app, deps, ['api', 'cdnApi'], {
    registration: registrationCommand(deps, limiter),
    ...registrationChangeCommands(deps, limiter),
    evaluation: evaluationCommand(limiter),
    sessionRating: sessionRatingCommand(deps, limiter),
    ...analyticsCommands(deps, limiter),
    checkIn: checkInCommand(deps, limiter),
    walkUp: walkUpCommand(deps, limiter),
    letIn: letInCommand(deps, limiter),
  });
  return app;
}
