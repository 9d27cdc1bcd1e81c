/**
 * Any visitor write of the command table (src/contract/commands.ts) through the one client:
 * its URL from the configured base and its path, its answer checked against its schema. The
 * outbox (page and service worker) sends every waiting item through here.
 */
import { config, liveDirectorBase } from '../config';
import {
  COMMANDS,
  commandPath,
  type CommandAnswer,
  type CommandCall,
  type CommandKind,
  type CommandSpec,
} from '../contract/commands';
import { request, requestNoContent } from './http';

const baseOf = (base: CommandSpec['base']) => (base === 'live' ? liveDirectorBase() : config[base]);

export async function sendCommand<K extends CommandKind>(
  call: CommandCall<K>,
  options: { idempotencyKey?: string } = {},
): Promise<CommandAnswer<K>> {
  const spec: CommandSpec = COMMANDS[call.kind];
  const url = `${baseOf(spec.base)}${commandPath(spec, call.params)}`;
  const init = { method: spec.method, body: call.body, idempotencyKey: options.idempotencyKey };
  if (!spec.answer) return requestNoContent(url, init) as Promise<CommandAnswer<K>>;
  return request(url, spec.answer, init) as Promise<CommandAnswer<K>>;
}
