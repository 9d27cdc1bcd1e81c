/**
 * The server mounts its visitor writes from the command table (src/contract/commands.ts; issue
 * 46): each command's method, path and request schema come from its entry, so a route can neither
 * drift from what the app sends nor be left out. `CommandHandlers<B>` maps every kind of the
 * table's bases B to its handler: a new entry without a handler is a type error where its base is
 * mounted (the api's in routes/commands.ts, the live director's in live/interactionRoutes.ts).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { COMMANDS, type CommandKind, type CommandSpec } from '../../src/contract/commands.ts';
import type { AppDeps } from '../deps.ts';
import { commandRoute, type KindHandler } from './commandRoute.ts';

type CommandBase = CommandSpec['base'];

/** The kinds whose entry names one of the bases B. */
type KindsOf<B extends CommandBase> = {
  [K in CommandKind]: (typeof COMMANDS)[K]['base'] extends B ? K : never;
}[CommandKind];

/** A handler for every kind of the bases B, each made by commandHandler with its own kind. */
export type CommandHandlers<B extends CommandBase> = { [K in KindsOf<B>]: KindHandler<K> };

/** The kinds of the table on these bases, in the table's order. */
const kindsOn = (bases: readonly CommandBase[]) =>
  (Object.keys(COMMANDS) as CommandKind[]).filter((kind) => bases.includes(COMMANDS[kind].base));

/**
 * Mounts every command of `bases` on `app` at its path (relative to where `app` is mounted) for
 * its method. `shared` runs first for every method of the path (CORS answers its preflight), then
 * the handler's own `before` for the command's method, then the command (commandRoute.ts),
 * answered as JSON and marked `Idempotent-Replayed` for a repeat.
 */
export function mountCommands<B extends CommandBase>(
  app: Hono,
  deps: AppDeps,
  bases: readonly B[],
  handlers: CommandHandlers<B>,
  shared: MiddlewareHandler[] = [],
): void {
  for (const kind of kindsOn(bases)) {
    const handler = (handlers as Partial<Record<CommandKind, KindHandler<CommandKind>>>)[kind];
    if (handler?.kind !== kind) throw new Error(`The command ${kind} has no handler of its own.`);
    const { method, path, request } = COMMANDS[kind] as CommandSpec;
    for (const middleware of shared) app.use(path, middleware);
    for (const middleware of handler.before ?? []) app.on(method, path, middleware);
    app.on(method, path, commandRoute(deps, request, handler));
  }
}
