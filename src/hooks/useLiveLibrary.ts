/**
 * The isolated live-broadcast hook (spec 2 sections 4 and 7): loads the live director's library
 * script, polls for its global every 400 ms (about 10 checks), connects with the broadcast slug,
 * name, e-mail, registration id, pwa_user flag and the optional `?config=`, then follows the
 * state stream and writes it into the valtio live store. The page is ready once the first state
 * is in; a dropped stream reconnects by itself (the store's `connection` says so meanwhile).
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http';
import { liveApi } from '../api/live';
import { parseQuestionsEvent } from '../api/qna';
import { config } from '../config';
import { inOwnTask } from './inOwnTask';
import { openEventStream, type EventStream } from '../api/eventStream';
import { LiveStateSchema } from '../contract/live';
import { decodeLiveConfig, LIBRARY_POLL_CHECKS, LIBRARY_POLL_MS } from '../domain/live';
import { applyLiveState, resetLive, setLiveConnection, useLiveSnapshot } from '../state/live';
import { applyQnaPush } from '../state/qna';
import { resetAudience } from '../state/audience';
import { interactionEvents } from '../state/interactionEvents';
import { captionsInbox } from '../state/captionsInbox';

export const LIVE_LIBRARY_GLOBAL = 'LiveDirector';
/** A dropped live stream waits a random 0-5 s (at least) before it reconnects. */
export const RECONNECT_SPREAD_MS = 5000;

/** `unauthorized`: the page password's token was refused (expired, tampered); the page asks again. */
export type LiveLibraryError = 'library' | 'connect' | 'already-open' | 'unauthorized';

export interface LiveConnectOptions {
  broadcast: string;
  name: string;
  email: string;
  registrationId: string;
  pwaUser: boolean;
  config?: Record<string, unknown>;
  /** The page password's token (protected projects, issue 27): the library sends it on its calls. */
  token?: string;
}

export interface LiveSession {
  sessionId: string;
  streamUrl: string;
  stateUrl: string;
  close(): void | Promise<void>;
}
/**
 * `onLost`: another browser took this single-session link; `onUnauthorized`: the page token was
 * refused; `takeOver`: "Watch here instead", take it from the browser holding it (server/live/README.md).
 */
interface LiveDirectorGlobal {
  connect(
    options: LiveConnectOptions & { onLost?: () => void; onUnauthorized?: () => void; takeOver?: boolean },
  ): Promise<LiveSession>;
}

export interface LiveLibraryStatus {
  /** Connected and the first state is in. */
  ready: boolean;
  error: LiveLibraryError | null;
  /**
   * The browser is offline and the live director cannot be reached: the page shows what it can
   * without the broadcast (an on-site attendee's home, handouts) and connects once back online.
   */
  offline: boolean;
  /** "Watch here instead" after 'already-open': this browser takes the link (the other is told). */
  takeOver: () => void;
}

let scriptLoad: Promise<void> | undefined;

/** Inserts the library script once per page (a failed load is tried afresh next time). */
function loadScript(src: string): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.liveLibrary = '';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      scriptLoad = undefined;
      reject(new Error('library script failed'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

function closeQuietly(session: LiveSession): void {
  Promise.resolve()
    .then(() => session.close())
    .catch((error) => console.warn('Closing the live session failed', error));
}

function findGlobal(): LiveDirectorGlobal | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[LIVE_LIBRARY_GLOBAL] as
    | LiveDirectorGlobal
    | undefined;
  return candidate && typeof candidate.connect === 'function' ? candidate : undefined;
}

/** Polls for the library's global: now, then every 400 ms, at most about 10 checks. */
export function pollForLibrary(signal: AbortSignal, find = findGlobal): Promise<LiveDirectorGlobal> {
  return new Promise((resolve, reject) => {
    let checks = 0;
    const check = () => {
      if (signal.aborted) return reject(new Error('aborted'));
      const found = find();
      if (found) return resolve(found);
      checks += 1;
      if (checks > LIBRARY_POLL_CHECKS) return reject(new Error('library global missing'));
      setTimeout(check, LIBRARY_POLL_MS);
    };
    check();
  });
}

/** The optional base64 configuration of `?config=`; an invalid one is ignored with a console error. */
export function liveConfigFromLocation(
  search = typeof window === 'undefined' ? '' : window.location.search,
): Record<string, unknown> | undefined {
  const { config, invalid } = decodeLiveConfig(new URLSearchParams(search).get('config'));
  if (invalid) console.error('Ignoring an invalid live configuration (?config=)');
  return config;
}

/**
 * `onProjectChanged`: the organiser changed the project (the stream's `project` event); the page
 * loads it again. Kept in a ref, so a new callback does not reconnect.
 */
export function useLiveLibrary(options: LiveConnectOptions | null, onProjectChanged?: () => void): LiveLibraryStatus {
  const projectChanged = useRef(onProjectChanged);
  projectChanged.current = onProjectChanged;
  const [error, setError] = useState<LiveLibraryError | null>(null);
  // Offline from the start (a reload on the venue's dead Wi-Fi) the effect below says so at once,
  // without trying the library's script. Not in the first render: that one hydrates the server's
  // markup, rendered online (while connecting the page shows what the event's clock says).
  const [offline, setOffline] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Set by takeOver() for the next connect only.
  const takingOver = useRef(false);
  const snap = useLiveSnapshot();
  const key = options ? JSON.stringify(options) : '';

  // `key` stands for the options' content: a new object with the same values does not reconnect.
  // biome-ignore lint/correctness/useExhaustiveDependencies(options): see above
  // biome-ignore lint/correctness/useExhaustiveDependencies(key): see above
  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): takeOver() and "Try again" connect again
  useEffect(() => {
    if (!options) return;
    const abort = new AbortController();
    let session: LiveSession | undefined;
    let stream: EventStream | undefined;
    setError(null);
    resetLive();
    const waitForNetwork = () => {
      setOffline(true);
      window.addEventListener('online', () => setAttempt((n) => n + 1), { once: true, signal: abort.signal });
    };
    // Unreachable because the browser is offline: wait for the network instead of failing.
    const failUnlessOffline = (failure: LiveLibraryError) => {
      if (abort.signal.aborted) return;
      if (navigator.onLine === false) waitForNetwork();
      else setError(failure);
    };
    // Known offline: no try that can only fail; the page comes back by itself when online.
    if (navigator.onLine === false) {
      waitForNetwork();
      return () => abort.abort();
    }
    setOffline(false);

    const start = async () => {
      try {
        await loadScript(config.live.libraryUrl);
      } catch {
        failUnlessOffline('library');
        return;
      }
      let library: LiveDirectorGlobal;
      try {
        library = await pollForLibrary(abort.signal);
      } catch {
        if (!abort.signal.aborted) setError('library');
        return;
      }
      try {
        const takeOver = takingOver.current;
        takingOver.current = false;
        session = await library.connect({
          ...options,
          ...(takeOver ? { takeOver: true } : {}),
          onLost: () => {
            if (abort.signal.aborted) return;
            stream?.close();
            setError('already-open');
          },
          onUnauthorized: () => {
            if (abort.signal.aborted) return;
            stream?.close();
            setError('unauthorized');
          },
        });
      } catch (reason) {
        if (abort.signal.aborted) return;
        const code = (reason as { code?: string } | null)?.code;
        if (code === 'already-open' || code === 'unauthorized') setError(code);
        else failUnlessOffline('connect');
        return;
      }
      if (abort.signal.aborted) return closeQuietly(session);
      const { stateUrl } = session;
      stream = openEventStream({
        url: session.streamUrl,
        schema: LiveStateSchema,
        event: 'state',
        onMessage: (state) => applyLiveState(state),
        onStatus: (next) => {
          setLiveConnection(next);
          // A change made between the page's read of the project and this stream's start was told
          // to the streams open then, not to this one: the page checks its copy (a 304 when current).
          if (next === 'open') projectChanged.current?.();
        },
        // After a server restart its thousands of pages come back over 5 s, not at once (issue 15).
        spreadMs: RECONNECT_SPREAD_MS,
        onEvent: {
          project: () => projectChanged.current?.(),
          // Poll counts, the quiz leaderboard, reactions and the word cloud (issue 50).
          ...interactionEvents,
          // Caption lines (features/captions), read once its view is loaded.
          captions: captionsInbox.push,
          // The audience questions (features/qna) after every change.
          questions: (data) => {
            const list = parseQuestionsEvent(data);
            if (list) applyQnaPush(list);
          },
        },
        beforeReconnect: async () => {
          try {
            applyLiveState(await liveApi.liveState(stateUrl, abort.signal));
          } catch (error) {
            // The page token expired while the stream was away: stop, the page asks for the password.
            if (error instanceof ApiError && error.status === 401 && !abort.signal.aborted) {
              stream?.close();
              setError('unauthorized');
            }
            throw error;
          }
        },
      });
    };
    // Not in the task of the page's first commit (inOwnTask.ts): the script's insertion and the
    // connect's request are 20-30 ms of a phone's main thread.
    const cancelStart = inOwnTask(() => void start());

    return () => {
      cancelStart();
      abort.abort();
      stream?.close();
      if (session) closeQuietly(session);
      resetLive();
      resetAudience();
      captionsInbox.reset();
    };
  }, [key, attempt]);

  const takeOver = () => {
    takingOver.current = true;
    setAttempt((n) => n + 1);
  };
  return { ready: error === null && snap.live !== null, error, offline, takeOver };
}
