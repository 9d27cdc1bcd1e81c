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
  abort?(): void;
}

/** Streams written per turn of the event loop: requests (a vote's answer) get their turn between slices. */
const FAN_OUT_SLICE = 500;

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
): void {
  const all = [...clients];
  let i = 0;
  let busyMs = 0;
  const slice = () => {
    const started = performance.now();
    for (const end = Math.min(all.length, i + FAN_OUT_SLICE); i < end; i++) all[i]!.write(message, slot);
    busyMs += performance.now() - started;
    if (i < all.length) setImmediate(slice);
    else done?.(busyMs);
  };
  slice();
}
