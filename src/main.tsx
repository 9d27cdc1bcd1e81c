/** Boot: the route's page and project, the locale, the app; the service worker and the outbox after load. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/preloadRoute';
import { activateLocale, browserLocale } from './i18n/activate';
import './ui/base.css';

async function boot() {
  // A project page renders once its project and the project's language are in (index.html
  // shows a spinner until then); without a project the browser's language is used.
  const projectLoaded = await preloadRoute(window.location.pathname);
  if (!projectLoaded) await activateLocale(browserLocale());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Neither is needed for the first paint: they load once the page has loaded and is idle.
  whenIdleAfterLoad(() => void import('./pwa/startPwa').then((pwa) => pwa.startPwa()));
}

function whenIdleAfterLoad(task: () => void) {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

void boot();
