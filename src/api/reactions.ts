/**
 * The live stream's reaction bursts and word cloud counts (issue 50; server/live/reactions/ and
 * server/live/cloud/): parsed against the contract, so a malformed message is dropped, never shown.
 * The taps and words themselves are commands of the table (src/contract/commands.ts), sent by
 * reactionTaps.ts: the stream's readers (every live page) do not download the command table.
 */
import * as v from 'valibot';
import { type CloudCounts, CloudMessageSchema, type ReactionBurst, ReactionBurstSchema } from '../contract/reactions';

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
