/**
 * The live stream's reaction bursts and word cloud counts (issue 50; server/live/reactions/ and
 * server/live/cloud/): parsed against the contract, so a malformed message is dropped, never shown.
 * The taps and words themselves are commands of the table (src/contract/commands.ts).
 */
import * as v from 'valibot';
import type { CommandBody } from '../contract/commands';
import { type CloudCounts, CloudMessageSchema, type ReactionBurst, ReactionBurstSchema } from '../contract/reactions';
import { newIdempotencyKey } from '../domain/outbox';
import { sendCommand } from './commands';

function parsed<S extends v.GenericSchema>(schema: S, data: string): v.InferOutput<S> | null {
  try {
    const result = v.safeParse(schema, JSON.parse(data));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** `event: reactions`: the taps per reaction since the last burst; null when malformed. */
export const parseReactionsEvent = (data: string): ReactionBurst['reactions'] | null =>
  parsed(ReactionBurstSchema, data)?.reactions ?? null;

/** `event: cloud`: the open word cloud's counts (null: none open); undefined when malformed. */
export function parseCloudEvent(data: string): CloudCounts | null | undefined {
  const message = parsed(CloudMessageSchema, data);
  return message === null ? undefined : message.cloud;
}

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
