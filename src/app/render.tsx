/** React DOM and the app shell: a chunk boot imports at once, so it downloads beside the project. */
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { firstPaintDone } from '../hooks/afterFirstPaint';
import { shareCspNonce } from '../project/cspNonce';
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

/**
 * A page the server rendered (issue 33): React takes its markup over instead of rendering it
 * again; `hydrated` runs once it did, before the page's own effects.
 */
export function hydrateApp(container: HTMLElement, afterFirstPaint: () => void, hydrated: () => void): void {
  shareCspNonce();
  hydrateRoot(
    container,
    <StrictMode>
      <App />
      <AfterFirstPaint task={afterFirstPaint} />
      <Committed task={hydrated} />
    </StrictMode>,
    // Where the markup differed, React renders that part again; say where (the e2e tests fail on it).
    { onRecoverableError: (error, info) => console.error('Hydration:', error, info.componentStack) },
  );
}

export function renderApp(container: HTMLElement, afterFirstPaint: () => void): void {
  shareCspNonce();
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (one task of ~200 ms on a throttled phone): input
  // and the page's own loads go on meanwhile. index.html's spinner stays until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <AfterFirstPaint task={afterFirstPaint} />
      </StrictMode>,
    );
  });
}
