/** The reaction bar's taps (issue 50), apart from the stream's reads (reactions.ts), which every live page loads. */
import type { CommandBody } from '../contract/commands';
import { newIdempotencyKey } from '../domain/outbox';
import { sendCommand } from './commands';

/**
 * A tap of the reaction bar: the table's `reaction` command under a key of its own, sent now or
 * never (it never waits in the outbox: mayWaitOffline false, so useCommand, which keeps what may
 * wait, does not take it; the quiz answer goes the same way).
 */
export const sendReaction = (broadcast: string, body: CommandBody<'reaction'>) =>
  sendCommand(
    { kind: 'reaction', params: { broadcast }, body },
    { idempotencyKey: newIdempotencyKey((bytes) => crypto.getRandomValues(bytes)) },
  );
