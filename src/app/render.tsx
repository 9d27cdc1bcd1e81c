/** React DOM and the app shell: a chunk boot imports at once, so it downloads beside the project. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { shareCspNonce } from '../project/cspNonce';
import { AppRoot } from './AppRoot';

/**
 * A page the server rendered (issue 33): React takes its markup over instead of rendering it
 * again; `hydrated` runs once it did, before the page's own effects.
 */
export function hydrateApp(container: HTMLElement, afterFirstPaint: () => void, hydrated: () => void): void {
  shareCspNonce();
  // As a transition, hydration yields to the browser every few milliseconds (React time-slices
  // transition lanes, not the default hydration lane): one task of 100-200 ms on a throttled phone
  // became many short ones (issue 47, total blocking time). The page is painted and `inert` until
  // `hydrated`, so nothing is lost meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <AppRoot afterFirstPaint={afterFirstPaint} hydrated={hydrated} />,
      // Where the markup differed, React renders that part again; say where (the e2e tests fail on it).
      { onRecoverableError: (error, info) => console.error('Hydration:', error, info.componentStack) },
    );
  });
}

export function renderApp(container: HTMLElement, afterFirstPaint: () => void): void {
  shareCspNonce();
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (one task of ~200 ms on a throttled phone): input
  // and the page's own loads go on meanwhile. index.html's spinner stays until it commits.
  startTransition(() => {
    root.render(<AppRoot afterFirstPaint={afterFirstPaint} />);
  });
}
