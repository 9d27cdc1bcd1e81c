/**
 * The stop on SIGTERM or SIGINT (main.ts), so a restart or an upgrade loses nothing:
 * 0. the drain (`drainMs`, STOP_DRAIN_MS): /healthz answers 503 while everything else is served
 *    as before, until the balancer's health check has taken this process out. A proxy that
 *    cannot send a request body twice (Caddy 2.6) would otherwise answer 502 to the writes it
 *    sent here in the moment the listener closed;
 * 1. the listening socket closes (the balancer sends new connections to the other processes);
 *    connections already accepted get a moment to have their request read (Node's own close()
 *    would cut those at once, requests sent in full among them), then each is closed as soon as
 *    it is idle, and a request arriving on one meanwhile is answered with `Connection: close`;
 * 2. every open live stream gets a `retry:` line with a short, spread reconnection delay and its
 *    end, so the browser reconnects to a process that is still running;
 * 3. requests in flight finish (keep-alive connections are closed as soon as they are idle); the
 *    background workers stop at the same time and hand back what they claimed but did not send
 *    (mail/sender.ts; a reminder's claim is its transaction, reminders/dispatcher.ts);
 * 4. then the rest closes in order (background work the answered requests started, the change
 *    feed, the database) and the process exits with 0.
 * A hard deadline: whatever still runs after STOP_DEADLINE_MS, the process exits (with 1), and
 * requests still running shortly before it are cut, so the database can still close in time.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { OpenStreams } from '../lib/openStreams.ts';
import { errorSummary } from '../lib/logSafe.ts';

export const STOP_DEADLINE_MS = 10_000;
/** Browsers reconnect after this long, spread to twice it (lib/openStreams.ts spreadRetry). */
export const STREAM_RETRY_MS = 1000;
/** Requests still running this long before the deadline are cut. */
const CUT_BEFORE_DEADLINE_MS = 2000;
const IDLE_CHECK_MS = 100;
/** Before the first idle check: accepted connections have their waiting request read by then. */
const READ_GRACE_MS = 500;

export interface StopParts {
  server: Server;
  streams: OpenStreams;
  /** Run beside the requests' last moments: each ends its loop and hands back its claims. */
  workers: (() => Promise<unknown>)[];
  /** Run in order once the requests and the workers are done. */
  closeAfter: (() => Promise<unknown>)[];
  /** How long to go on serving with /healthz at 503 before the listener closes. */
  drainMs?: number;
  deadlineMs?: number;
  log?(line: string): void;
  exit?(code: number): void;
}

export async function stopGracefully(parts: StopParts): Promise<void> {
  const log = parts.log ?? ((line: string) => console.log(line));
  const exit = parts.exit ?? ((code: number) => process.exit(code));
  const deadlineMs = parts.deadlineMs ?? STOP_DEADLINE_MS;
  const began = Date.now();
  const deadline = setTimeout(() => {
    log(`Stop: not done after ${deadlineMs / 1000} s, exiting anyway`);
    exit(1);
  }, deadlineMs);
  deadline.unref();

  const { server } = parts;
  parts.streams.announceStop();
  // At most half the time there is: the requests must still have theirs.
  const drainMs = Math.min(parts.drainMs ?? 0, deadlineMs / 2);
  if (drainMs > 0) {
    log(`Stopping: /healthz says 503; serving on for ${drainMs} ms while the balancer takes this process out`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  // net.Server's close: stop listening, and resolve once every connection has ended.
  const requestsDone = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  server.prependListener('request', lastOnItsConnection);
  const streams = parts.streams.comeBackAll(STREAM_RETRY_MS);
  let idle: NodeJS.Timeout | undefined;
  const grace = setTimeout(() => {
    server.closeIdleConnections();
    idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
  }, READ_GRACE_MS);
  const cut = setTimeout(
    () => server.closeAllConnections(),
    Math.max(0, deadlineMs - CUT_BEFORE_DEADLINE_MS - (Date.now() - began)),
  );
  log(`Stopping: no new connections; ${streams} live stream(s) asked to reconnect; finishing the requests in flight`);
  try {
    await Promise.all([
      requestsDone.finally(() => {
        clearTimeout(grace);
        clearInterval(idle);
        clearTimeout(cut);
      }),
      ...parts.workers.map((stop) => stop()),
    ]);
    for (const close of parts.closeAfter) await close();
  } catch (err) {
    log(`Stop: ${errorSummary(err)}`);
    clearTimeout(deadline);
    exit(1);
    return;
  }
  clearTimeout(deadline);
  log('Stopped.');
  exit(0);
}

/** A request that comes during the stop is answered, and its connection closes after the answer. */
function lastOnItsConnection(_req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Connection', 'close');
}
