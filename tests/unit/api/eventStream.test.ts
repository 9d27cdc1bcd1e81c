/**
 * The SSE client against an EventSource stand-in that follows the browser's contract: events
 * by name, `lastEventId` on messages, `error` on a drop (the client then reconnects itself).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  comeBackDelay,
  openEventStream,
  withLastEventId,
  type EventSourceLike,
  type StreamStatus,
} from '../../../src/api/eventStream';
import { LiveStateSchema, type LiveState } from '../../../src/contract';

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data = '', lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data, lastEventId }));
  }
}

const state = (version: number, s: LiveState['state'] = 'pre'): LiveState => ({
  version,
  state: s,
  mode: 'player',
  activePoll: null,
  activeQuiz: null,
  onAirAt: null,
  visible: { polls: false, chat: false, questions: true, handouts: true, quiz: false, evaluation: false, cta: false },
});

describe('event stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers checked messages and skips ones that break the contract', () => {
    const sources: FakeSource[] = [];
    const got: number[] = [];
    openEventStream({
      url: '/s',
      schema: LiveStateSchema,
      event: 'state',
      create: (u) => {
        const s = new FakeSource(u);
        sources.push(s);
        return s;
      },
      onMessage: (m) => got.push(m.version),
    });
    sources[0]!.emit('state', JSON.stringify(state(1)), '1');
    sources[0]!.emit('state', '{"version":"x"}', '2');
    sources[0]!.emit('state', 'not json', '3');
    expect(got).toEqual([1]);
  });

  it('hands other named events to their handlers without touching the resume point', () => {
    const sources: FakeSource[] = [];
    const notices: string[] = [];
    const got: number[] = [];
    openEventStream({
      url: '/s',
      schema: LiveStateSchema,
      event: 'state',
      create: (u) => {
        const s = new FakeSource(u);
        sources.push(s);
        return s;
      },
      onMessage: (m) => got.push(m.version),
      onEvent: { project: (data) => notices.push(data) },
    });
    sources[0]!.emit('state', JSON.stringify(state(4)), '4');
    sources[0]!.emit('project', '{"projectId":"p1"}');
    expect(notices).toEqual(['{"projectId":"p1"}']);
    expect(got).toEqual([4]);
  });

  it('reconnects after a drop with backoff, a snapshot first, resuming after the last id', async () => {
    const sources: FakeSource[] = [];
    const statuses: StreamStatus[] = [];
    const beforeReconnect = vi.fn();
    const stream = openEventStream({
      url: '/live?slug=a',
      schema: LiveStateSchema,
      event: 'state',
      random: () => 1,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      create: (u) => {
        const s = new FakeSource(u);
        sources.push(s);
        return s;
      },
      onMessage: () => {},
      onStatus: (s) => statuses.push(s),
      beforeReconnect,
    });
    sources[0]!.emit('open');
    sources[0]!.emit('state', JSON.stringify(state(4)), '4');
    sources[0]!.emit('error');
    expect(sources[0]!.closed).toBe(true);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(99);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(beforeReconnect).toHaveBeenCalledTimes(1);
    expect(sources[1]!.url).toBe('/live?slug=a&lastEventId=4');
    sources[1]!.emit('error');
    await vi.advanceTimersByTimeAsync(199);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    stream.close();
    expect(sources[2]!.closed).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('comes back when a stopping server says, instead of the restart spread, resuming without a snapshot', async () => {
    const sources: FakeSource[] = [];
    const beforeReconnect = vi.fn();
    openEventStream({
      url: '/s',
      schema: LiveStateSchema,
      event: 'state',
      random: () => 1,
      spreadMs: 5000,
      beforeReconnect,
      create: (u) => {
        const s = new FakeSource(u);
        sources.push(s);
        return s;
      },
      onMessage: () => {},
    });
    sources[0]!.emit('open');
    sources[0]!.emit('state', JSON.stringify(state(7)), '7');
    sources[0]!.emit('come-back', '1400');
    sources[0]!.emit('error'); // the stream's end
    await vi.advanceTimersByTimeAsync(1399);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    // The stream resumes after the last id and sends what changed: no snapshot asked of the one process left.
    expect(sources[1]!.url).toBe('/s?lastEventId=7');
    expect(beforeReconnect).not.toHaveBeenCalled();
    // A drop without the event waits the spread again, snapshot first.
    sources[1]!.emit('error');
    await vi.advanceTimersByTimeAsync(4999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(beforeReconnect).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(3);
  });

  it('takes from a come-back event only a delay of at most 10 s', () => {
    expect(comeBackDelay('1400')).toBe(1400);
    expect(comeBackDelay('600000')).toBe(10_000);
    expect(comeBackDelay('-1')).toBeUndefined();
    expect(comeBackDelay('soon')).toBeUndefined();
  });

  it('spreads reconnects: full jitter under an exponential, capped ceiling', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0.5)).toBe(500);
    expect(backoffDelay(3, 1000, 30_000, () => 1)).toBe(8000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
    expect(withLastEventId('/s', '')).toBe('/s');
  });

  it('spreads even the first reconnects over spreadMs (a restarted server gets its pages back over 5 s)', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 1, 5000)).toBe(5000);
    expect(backoffDelay(0, 1000, 30_000, () => 0.2, 5000)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 1, 5000)).toBe(8000);
    expect(backoffDelay(0, 1000, 3000, () => 1, 5000)).toBe(3000);
  });
});
