/**
 * The root every render of the app starts from: the server's (src/entry-server.tsx), the
 * browser's hydration of it and the browser's own render (render.tsx). One shape for all: the
 * ids React's useId gives (labels, tabs, descriptions) follow the tree's shape from the root,
 * and a hydrated page whose root had other siblings than the server's kept the server's ids on
 * its markup while the browser gave new elements other ones (a tab's description then pointed
 * at nothing).
 */
import { StrictMode, useEffect, useLayoutEffect } from 'react';
import type { I18n } from '@lingui/core';
import { firstPaintDone } from '../hooks/afterFirstPaint';
import type { Store } from '../state/jotai';
import { App } from './App';

/** After the first screen is on (its frame presented, its images started), when idle. */
const SETTLE_MS = 1000;

/** Releases the work held for after the first paint, then calls `task` once the browser is idle. */
function AfterFirstPaint({ task }: { task: () => void }) {
  useEffect(() => {
    const start = () => {
      firstPaintDone();
      if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
      else task();
    };
    const timer = setTimeout(start, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [task]);
  return null;
}

/** Runs `task` once the page's first render is committed, before any effect of the page. */
function Committed({ task }: { task: () => void }) {
  useLayoutEffect(task, [task]);
  return null;
}

interface Props {
  /** The server's per-request i18n and store; the browser uses its own. */
  i18n?: I18n;
  store?: Store;
  /** In the browser: work for after the first paint, and what runs once a hydration committed. */
  afterFirstPaint?: () => void;
  hydrated?: () => void;
}

export function AppRoot({ i18n, store, afterFirstPaint, hydrated }: Props) {
  return (
    <StrictMode>
      <App i18n={i18n} store={store} />
      {afterFirstPaint && <AfterFirstPaint task={afterFirstPaint} />}
      {hydrated && <Committed task={hydrated} />}
    </StrictMode>
  );
}
