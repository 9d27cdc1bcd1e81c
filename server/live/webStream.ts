/**
 * A live stream as a web ReadableStream, for answers that do not go to a Node socket
 * (`app.request` in the tests, an embedding runtime). Under Node the stream is written straight to
 * the socket instead (nodeStream.ts); the route treats both alike (streamRoute.ts). The reader
 * takes what it is given: there is no socket whose room to keep, so no message is held back.
 */
import { retryLine, type ComingBack } from '../lib/openStreams.ts';
import type { LiveClient } from './fanOut.ts';

const encoder = new TextEncoder();

export class WebSseClient implements LiveClient, ComingBack {
  readonly body: ReadableStream<Uint8Array>;
  private controller?: ReadableStreamDefaultController<Uint8Array>;
  private ended = false;
  private readonly endListeners: (() => void)[] = [];

  constructor() {
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
      // The reader went away (a test cancelled it, the client disconnected).
      cancel: () => this.end(),
    });
  }

  /** Called once when the stream ends, whoever ends it. */
  onEnd(listener: () => void): void {
    if (this.ended) listener();
    else this.endListeners.push(listener);
  }

  write(bytes: Uint8Array): void {
    if (!this.ended) this.controller?.enqueue(bytes);
  }

  abort(): void {
    if (this.ended) return;
    this.controller?.close();
    this.end();
  }

  /** A graceful stop: the reconnection delay, then the end of the body. */
  comeBack(retryMs: number): void {
    this.write(encoder.encode(retryLine(retryMs)));
    this.abort();
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const listener of this.endListeners.splice(0)) listener();
  }
}
