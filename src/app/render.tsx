/** React DOM and the app shell: a chunk boot imports at once, so it downloads beside the project. */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
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
