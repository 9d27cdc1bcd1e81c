/** Reads Server-Sent Events off a fetch Response body, for the live director tests. */
export interface SseEvent {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
}

export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseEvent[] = [];
  // A read left waiting by a timeout is kept, so its chunk is not lost.
  let pending: ReturnType<typeof reader.read> | undefined;

  function parseBlocks() {
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event: SseEvent = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) event.comment = line.slice(1).trim();
        else {
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          if (field === 'event') event.event = value;
          if (field === 'id') event.id = value;
          if (field === 'data') event.data = event.data === undefined ? value : `${event.data}\n${value}`;
        }
      }
      queue.push(event);
    }
  }

  return {
    /** The next event or comment; rejects after `timeoutMs`. */
    async next(timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      while (!queue.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no SSE event in time');
        let timer: NodeJS.Timeout | undefined;
        pending ??= reader.read();
        const result = await Promise.race([
          pending,
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), left);
          }),
        ]);
        clearTimeout(timer);
        if (result === 'timeout') throw new Error('no SSE event in time');
        pending = undefined;
        if (result.done) throw new Error('stream ended');
        buffer += decoder.decode(result.value, { stream: true });
        parseBlocks();
      }
      return queue.shift()!;
    },
    /** The next `event: state` message, skipping heartbeats. */
    // biome-ignore lint/suspicious/noExplicitAny: JSON read loosely; the assertions check its shape
    async nextState(timeoutMs = 5000): Promise<{ id: string; state: any }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const e = await this.next(Math.max(1, deadline - Date.now()));
        if (e.event === 'state') return { id: e.id!, state: JSON.parse(e.data!) };
      }
    },
    close: () => reader.cancel().catch(() => {}),
  };
}
