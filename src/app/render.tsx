/** React DOM and the app shell: a chunk boot imports at once, so it downloads beside the project. */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** After the first screen is on (its frame presented, its images started), when idle. */
const SETTLE_MS = 1000;

/** Calls `task` once the first screen has been painted and the browser is idle. */
function AfterFirstPaint({ task }: { task: () => void }) {
  useEffect(() => {
    const start = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 3000 }) : task());
    const timer = setTimeout(start, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [task]);
  return null;
}

export function renderApp(container: HTMLElement, afterFirstPaint: () => void): void {
  createRoot(container).render(
    <StrictMode>
      <App />
      <AfterFirstPaint task={afterFirstPaint} />
    </StrictMode>,
  );
}
