/**
 * What the live stream writes, and how one message reaches every stream of a broadcast: each
 * message is encoded once and the same bytes go to every client (hub.ts).
 */
import type { LiveState } from '../../src/contract/live.ts';

/**
 * What a hub needs of a stream (nodeStream.ts, webStream.ts). `slot` names what a message is
 * ('state', 'project'): a client whose socket is full keeps only the latest message per slot and
 * drops those without one (heartbeats). A message type whose events build on each other must not
 * be skipped like that: send it as a full state under its own slot.
 */
export interface LiveClient {
  write(bytes: Uint8Array, slot?: string): unknown;
  /**
   * Several messages at once (fanOutQueue.ts): `joined` is their bytes end to end, one socket write;
   * a client that holds messages back keeps each under its own slot as `write` would.
   */
  writeJoined?(joined: Uint8Array, parts: readonly Pushed[]): unknown;
  abort?(): void;
}

/** A message and the slot it goes under (see LiveClient). */
export interface Pushed {
  message: Uint8Array;
  slot?: string;
}

/** Streams written per turn of the event loop: requests (a vote's answer) get their turn between slices. */
export const FAN_OUT_SLICE = 500;

const encoder = new TextEncoder();
export const HEARTBEAT = encoder.encode(': heartbeat\n\n');

export const sseMessage = (state: LiveState) =>
  encoder.encode(`event: state\nid: ${state.version}\ndata: ${JSON.stringify(state)}\n\n`);

/** The organiser changed the project: open pages fetch it again. No id, so a resume point stays the state's. */
export const projectMessage = (projectId: string) =>
  encoder.encode(`event: project\ndata: ${JSON.stringify({ projectId })}\n\n`);

/**
 * Writes one message to every stream, FAN_OUT_SLICE at a time: 10,000 writes in one go hold every
 * request back for a good part of a second. Later messages start after earlier ones and advance
 * a slice per turn as well, so each stream still gets them in order; a stream that joins in
 * between gets the current messages on joining and none of the older one. `done` hears the time
 * the writes themselves took (the slices, not the requests served between them): what a push
 * costs this process, which its pacer (pushedParts.ts) keeps to a share of the time.
 */
export function writeToAll(
  clients: Iterable<LiveClient>,
  message: Uint8Array,
  slot?: string,
  done?: (busyMs: number) => void,
  slice = FAN_OUT_SLICE,
): void {
  writeEach(clients, (client) => client.write(message, slot), done, slice);
}

/** Several messages to every stream as writeToAll writes one: joined once, one write per stream. */
export function writeBatchToAll(
  clients: Iterable<LiveClient>,
  parts: readonly Pushed[],
  done?: (busyMs: number) => void,
  slice = FAN_OUT_SLICE,
): void {
  if (parts.length === 1) {
    writeToAll(clients, parts[0]!.message, parts[0]!.slot, done, slice);
    return;
  }
  const joined = joinedBytes(parts);
  const write = (client: LiveClient) => {
    if (client.writeJoined) client.writeJoined(joined, parts);
    else for (const part of parts) client.write(part.message, part.slot);
  };
  writeEach(clients, write, done, slice);
}

function joinedBytes(parts: readonly Pushed[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((n, part) => n + part.message.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part.message, at);
    at += part.message.length;
  }
  return joined;
}

function writeEach(
  clients: Iterable<LiveClient>,
  write: (client: LiveClient) => void,
  done: ((busyMs: number) => void) | undefined,
  slice: number,
): void {
  const all = [...clients];
  let i = 0;
  let busyMs = 0;
  const writeSlice = () => {
    const started = performance.now();
    for (const end = Math.min(all.length, i + slice); i < end; i++) write(all[i]!);
    busyMs += performance.now() - started;
    if (i < all.length) setImmediate(writeSlice);
    else done?.(busyMs);
  };
  writeSlice();
}
