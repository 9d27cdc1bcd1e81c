import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from '../../../src/contract';
import { LIBRARY_POLL_CHECKS, LIBRARY_POLL_MS } from '../../../src/domain/live';
import {
  liveConfigFromLocation,
  pollForLibrary,
  useLiveLibrary,
  type LiveConnectOptions,
} from '../../../src/hooks/useLiveLibrary';
import { liveStore } from '../../../src/state/live';
import { splitMessage } from '../../../src/features/live/LiveError';

class FakeEventSource {
  static all: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '', lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data, lastEventId }));
  }
}

const state = (version: number, s: LiveState['state']): LiveState => ({
  version,
  state: s,
  mode: 'player',
  activePoll: null,
  activeQuiz: null,
  onAirAt: null,
  visible: { polls: false, chat: false, questions: true, handouts: true, quiz: false, evaluation: false, cta: false },
});

const options: LiveConnectOptions = {
  broadcast: 'webinar',
  name: 'Sanne Bakker',
  email: 's@example.com',
  registrationId: 'abcdefghijklmnopqrstuvwx',
  pwaUser: false,
};
const win = window as unknown as Record<string, unknown>;

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  // The library script "loads" at once: the test hands in the global itself.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes)
      if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onload?.(new Event('load')));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete win.LiveDirector;
  vi.restoreAllMocks();
});

describe('pollForLibrary', () => {
  afterEach(() => vi.useRealTimers());
  it('checks every 400 ms until the global appears', async () => {
    vi.useFakeTimers();
    let checks = 0;
    const found = { connect: vi.fn() };
    const promise = pollForLibrary(new AbortController().signal, () => (++checks >= 4 ? found : undefined));
    await vi.advanceTimersByTimeAsync(3 * LIBRARY_POLL_MS);
    await expect(promise).resolves.toBe(found);
    expect(checks).toBe(4);
  });
  it('gives up after about 10 checks', async () => {
    vi.useFakeTimers();
    let checks = 0;
    const promise = pollForLibrary(new AbortController().signal, () => {
      checks += 1;
      return undefined;
    });
    const failed = expect(promise).rejects.toThrow('library global missing');
    await vi.advanceTimersByTimeAsync((LIBRARY_POLL_CHECKS + 1) * LIBRARY_POLL_MS);
    await failed;
    expect(checks).toBe(LIBRARY_POLL_CHECKS + 1);
  });
});

describe('useLiveLibrary', () => {
  it('connects with the visitor, follows the state stream, and is ready with the first state', async () => {
    const close = vi.fn();
    const connect = vi.fn().mockResolvedValue({
      sessionId: 's1',
      streamUrl: 'http://x/stream/webinar',
      stateUrl: 'http://x/state/webinar',
      close,
    });
    win.LiveDirector = { connect };
    const { result, unmount } = renderHook(() => useLiveLibrary(options));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(connect).toHaveBeenCalledWith({
      ...options,
      onLost: expect.any(Function),
      onUnauthorized: expect.any(Function),
    });
    expect(FakeEventSource.all[0]!.url).toBe('http://x/stream/webinar');
    act(() => {
      FakeEventSource.all[0]!.emit('open');
      FakeEventSource.all[0]!.emit('state', JSON.stringify(state(3, 'pre')), '3');
    });
    await waitFor(() => expect(result.current).toMatchObject({ ready: true, error: null, offline: false }));
    expect(liveStore.connection).toBe('open');
    act(() => FakeEventSource.all[0]!.emit('state', JSON.stringify(state(4, 'on-air')), '4'));
    expect(liveStore.live?.state).toBe('on-air');
    act(() => FakeEventSource.all[0]!.emit('error'));
    expect(liveStore.connection).toBe('reconnecting');
    unmount();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    expect(liveStore.live).toBeNull();
  });

  it('reports the one-browser rule and any other failure apart', async () => {
    const already = Object.assign(new Error('already open'), { code: 'already-open' });
    win.LiveDirector = { connect: vi.fn().mockRejectedValue(already) };
    const first = renderHook(() => useLiveLibrary(options));
    await waitFor(() => expect(first.result.current.error).toBe('already-open'));
    first.unmount();

    win.LiveDirector = {
      connect: vi.fn().mockRejectedValue(Object.assign(new Error('x'), { code: 'connect-failed' })),
    };
    const second = renderHook(() => useLiveLibrary(options));
    await waitFor(() => expect(second.result.current.error).toBe('connect'));
    expect(second.result.current.ready).toBe(false);
    second.unmount();

    // The page password's token refused (issue 27): its own error, so the page asks for the password.
    const refused = vi.fn().mockRejectedValue(Object.assign(new Error('x'), { code: 'unauthorized' }));
    win.LiveDirector = { connect: refused };
    const third = renderHook(() => useLiveLibrary({ ...options, token: 'expired.token' }));
    await waitFor(() => expect(third.result.current.error).toBe('unauthorized'));
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ token: 'expired.token' }));
  });

  it('"Watch here instead" connects again taking the link, once', async () => {
    const already = Object.assign(new Error('already open'), { code: 'already-open' });
    const connect = vi.fn().mockRejectedValueOnce(already).mockResolvedValue({
      sessionId: 's3',
      streamUrl: 'http://x/stream/b',
      stateUrl: 'http://x/state/b',
      close: vi.fn(),
    });
    win.LiveDirector = { connect };
    const { result } = renderHook(() => useLiveLibrary(options));
    await waitFor(() => expect(result.current.error).toBe('already-open'));
    expect(connect.mock.calls[0][0].takeOver).toBeUndefined();
    act(() => result.current.takeOver());
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(2));
    expect(connect.mock.calls[1][0]).toMatchObject({ ...options, takeOver: true });
    await waitFor(() => expect(result.current.error).toBeNull());
  });
});

describe('useLiveLibrary offline', () => {
  it('offline from the start: shows the kept page at once, tries nothing, and connects when online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const connect = vi.fn().mockResolvedValue({
      sessionId: 's2',
      streamUrl: 'http://x/stream/b',
      stateUrl: 'http://x/state/b',
      close: vi.fn(),
    });
    win.LiveDirector = { connect };
    const { result } = renderHook(() => useLiveLibrary(options));
    expect(result.current).toMatchObject({ ready: false, error: null, offline: true });
    expect(connect).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(result.current.offline).toBe(false);
    onLine.mockRestore();
  });

  it('waits for the network instead of failing when the connection drops while connecting, then connects', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const connect = vi
      .fn()
      .mockImplementationOnce(async () => {
        onLine.mockReturnValue(false);
        throw Object.assign(new Error('x'), { code: 'connect-failed' });
      })
      .mockResolvedValue({
        sessionId: 's2',
        streamUrl: 'http://x/stream/b',
        stateUrl: 'http://x/state/b',
        close: vi.fn(),
      });
    win.LiveDirector = { connect };
    const { result } = renderHook(() => useLiveLibrary(options));
    await waitFor(() => expect(result.current).toMatchObject({ ready: false, error: null, offline: true }));
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(connect).toHaveBeenCalledTimes(2);
    expect(result.current.offline).toBe(false);
    onLine.mockRestore();
  });
});

describe('texts and configuration', () => {
  it('splits an error into its first sentence (title) and the rest', () => {
    expect(splitMessage('This link is open elsewhere. Close it there.')).toEqual({
      title: 'This link is open elsewhere.',
      rest: 'Close it there.',
    });
    expect(splitMessage('Unable to load LiveDirector library')).toEqual({
      title: 'Unable to load LiveDirector library',
      rest: '',
    });
  });
  it('decodes ?config= and ignores an invalid one with a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(liveConfigFromLocation(`?config=${btoa('{"a":1}')}`)).toEqual({ a: 1 });
    expect(error).not.toHaveBeenCalled();
    expect(liveConfigFromLocation('?config=%%%')).toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
