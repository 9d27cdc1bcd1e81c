/**
 * One broadcast's pushes to its streams, one fan-out at a time (hub.ts, broadcastHub.ts). What is
 * pushed while a fan-out runs waits for it and then goes with everything else that waited: their
 * bytes joined, one write per stream. A socket write to 10,000 streams is most of what a push
 * costs (the kernel's send, not the serialisation), so a crowded process that would otherwise run
 * the captions, the counts and a state change as three interleaved fan-outs makes one, and the
 * lines reach the last page sooner (issue 48: captions beside the poll storm). An idle process
 * writes each push as it comes, at once.
 *
 * A push that may `ride` (the poll counts, paced to a second while votes come) waits for the next
 * push to go with it, RIDE_MS at most, when pushes come often (captions a few times a second): in
 * a poll storm beside the captions the counts then cost no fan-out of their own.
 */
import { FAN_OUT_SLICE, type LiveClient, type Pushed, writeBatchToAll } from './fanOut.ts';

interface Queued {
  parts: readonly Pushed[];
  done?: (busyMs: number) => void;
  slice: number;
}

/** How long a riding push waits for another one. */
export const RIDE_MS = 350;
/** Pushes come often: the last one that could not ride was this recent. */
const OFTEN_MS = 1000;

export function createFanOutQueue(clients: () => Iterable<LiveClient>, clock: () => number = Date.now) {
  let running = false;
  let waiting: Queued[] = [];
  let lastFixedAt = Number.NEGATIVE_INFINITY;
  let rideTimer: NodeJS.Timeout | undefined;

  function startWaiting() {
    clearTimeout(rideTimer);
    rideTimer = undefined;
    const next = waiting;
    waiting = [];
    if (next.length) start(next);
  }

  function start(batch: Queued[]) {
    running = true;
    writeBatchToAll(
      clients(),
      batch.flatMap((queued) => queued.parts),
      (busyMs) => {
        // What waited goes first: a push that a callback below starts queues behind it, in order.
        running = false;
        startWaiting();
        for (const queued of batch) queued.done?.(busyMs);
      },
      Math.max(...batch.map((queued) => queued.slice)),
    );
  }

  return {
    /**
     * Pushes messages to every stream, in order: now when no fan-out runs, else with the next one.
     * `done` hears what the writes of the fan-out that carried them took; `slice`: streams per turn;
     * `ride`: may wait for the next push (RIDE_MS at most) when pushes come often.
     */
    send(parts: readonly Pushed[], done?: (busyMs: number) => void, slice = FAN_OUT_SLICE, ride = false): void {
      waiting.push({ parts, done, slice });
      if (!ride) lastFixedAt = clock();
      if (running) return;
      if (ride && clock() - lastFixedAt <= OFTEN_MS) {
        rideTimer ??= setTimeout(startWaiting, RIDE_MS);
        rideTimer.unref?.();
        return;
      }
      startWaiting();
    },
    /** Whether a fan-out is under way (tests). */
    busy: () => running,
  };
}
export type FanOutQueue = ReturnType<typeof createFanOutQueue>;
