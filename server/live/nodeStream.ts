/**
 * A live stream written straight to Node's response (under @hono/node-server), instead of through
 * hono's streamSSE: that chains three web streams and several promises per connection and per
 * message, which at 5,000 connections cost about 34 KiB each and seconds per change (bench:live).
 * Here a connection is the socket, the response and this small object; a message is one
 * socket write of bytes shared by every connection.
 *
 * Back-pressure: while the socket's buffer is full (`write` said false), nothing more is queued
 * for this client. A message with a slot ('state', 'project', 'results') replaces the unsent one of that
 * slot and goes out when the socket drains, so a slow phone skips to the latest state and never
 * holds anyone back or piles up memory; a message without a slot (a heartbeat) is dropped. A
 * client that has not drained for STALL_MS is cut off: it reconnects and resumes by Last-Event-ID.
 */
import type { ServerResponse } from 'node:http';
import { retryLine, type ComingBack } from '../lib/openStreams.ts';
import type { LiveClient, Pushed } from './fanOut.ts';

export const STALL_MS = 120_000;

export class NodeSseClient implements LiveClient, ComingBack {
  /** Unsent messages by slot, in the order they were first held back. */
  private held: Map<string, Uint8Array> | undefined;
  private stalledSince = 0;

  private readonly res: ServerResponse;
  private readonly headers: Record<string, string>;
  private readonly clock: () => number;

  constructor(res: ServerResponse, headers: Record<string, string>, clock = Date.now) {
    this.res = res;
    this.headers = headers;
    this.clock = clock;
    const socket = res.socket;
    // No chunked framing: the stream is never reused, so its body may simply end with the
    // connection (Connection: close). Each message is then one plain socket write instead of a
    // framed one; with 10,000 streams per push that was the difference between writes waiting up
    // to 2.9 s (p99) in the first seconds of a Q&A burst and 0.2 s (issue 35 bench row).
    res.useChunkedEncodingByDefault = false;
    res.shouldKeepAlive = false;
    // An hours-long stream: no idle timeout; TCP keep-alive finds peers that vanished; events at once.
    socket?.setTimeout(0);
    socket?.setKeepAlive(true, 60_000);
    socket?.setNoDelay(true);
    (socket ?? res).on('drain', () => this.drained());
  }

  /** Sends the headers (the first write does it too): a resumed client may get no message at first. */
  start(): void {
    if (this.res.headersSent) return;
    this.res.writeHead(200, this.headers);
    this.res.flushHeaders();
  }

  write(bytes: Uint8Array, slot?: string): void {
    if (this.closed) return;
    if (this.held) this.hold(bytes, slot);
    else this.sendNow(bytes);
  }

  /** Several messages (fanOutQueue.ts): one socket write, or each held under its slot. */
  writeJoined(joined: Uint8Array, parts: readonly Pushed[]): void {
    if (this.closed) return;
    if (this.held) {
      for (const part of parts) this.hold(part.message, part.slot);
      return;
    }
    this.sendNow(joined);
  }

  private get closed(): boolean {
    return this.res.destroyed || this.res.writableEnded;
  }

  private hold(bytes: Uint8Array, slot: string | undefined): void {
    if (slot) this.held?.set(slot, bytes);
    else if (this.clock() - this.stalledSince > STALL_MS) this.abort();
  }

  private sendNow(bytes: Uint8Array): void {
    this.start();
    if (!this.send(bytes)) {
      this.held = new Map();
      this.stalledSince = this.clock();
    }
  }

  /**
   * Once the headers are out, straight to the socket: the body has no framing, and `res.write`
   * corks the socket and uncorks it on the next tick, one more callback and one `writev` per
   * stream per message (a push to 10,000 streams).
   */
  private send(bytes: Uint8Array): boolean {
    const socket = this.res.socket;
    return socket ? socket.write(bytes) : this.res.write(bytes);
  }

  private drained(): void {
    const held = this.held;
    if (!held) return;
    this.held = undefined;
    let room = true;
    for (const bytes of held.values()) room = this.send(bytes);
    if (!room) {
      this.held = new Map();
      this.stalledSince = this.clock();
    }
  }

  abort(): void {
    this.res.destroy();
  }

  /**
   * A graceful stop: the browser's reconnection delay, then the end of the body, which closes the
   * connection (the stream's has no keep-alive). Messages still held back are dropped: the
   * reconnect resumes by Last-Event-ID.
   */
  comeBack(retryMs: number): void {
    if (this.res.destroyed || this.res.writableEnded) return;
    this.start();
    this.held = undefined;
    this.send(Buffer.from(retryLine(retryMs)));
    this.res.end();
  }

  /** Whether messages are held back (for tests). */
  get congested(): boolean {
    return this.held !== undefined;
  }
}
