/**
 * Boot, kept small so it runs early: it starts React DOM with the app shell, the route's page
 * chunk and its project (then the project's language) side by side, renders once all are in,
 * and starts the service worker and the outbox after the first paint. A page the server
 * rendered (issue 33) is hydrated from the answers it carries instead. The deployment's settings
 * come with every page the server sends; the cached shell loads them first (app/shellSettings.ts).
 */
import { preloadRoute } from './app/preloadRoute';
import { afterHydration, prepareHydration } from './app/serverRendered';
import { readServerData } from './app/serverData';
import { loadShellSettings } from './app/shellSettings';
import { holdUntilFirstPaint } from './hooks/afterFirstPaint';
import { nextTask } from './hooks/inOwnTask';
import { activateLocale, browserLocale } from './i18n/activate';
// In the entry, not a chunk of its own: about 0.6 KiB, cheaper than one more request's headers
// on every first visit (issue 47). It still runs only after the first paint.
import { startPwa } from './pwa/startPwa';
import './ui/base.css';
// In this order after base.css: the cascade of the one first style sheet.
import './ui/pages.css';
import './ui/overlays.css';
// The shell's own styles (banners, offline header), used on every page: in the first style sheet, not two more
// requests.
import './pwa/pwa.css';
import './project/offlineStatus.css';

const renderer = import('./app/render');

/** The longest a hydrated page stays inert waiting for its boundaries (a browser never idle). */
const HYDRATION_IDLE_MS = 1500;

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: HYDRATION_IDLE_MS });
  else setTimeout(task, 0);
}

async function boot() {
  holdUntilFirstPaint();
  const root = document.getElementById('root')!;
  // Settings first: every page reads them (a page the server sent has them already).
  await loadShellSettings();
  const rendered = readServerData();
  if (rendered) {
    const path = window.location.pathname;
    // The entry's evaluation, the page's preparation and React's start each in a task of their own:
    // together one of 50-60 ms on a fast machine, four times that on a phone (issue 47, total
    // blocking time); the page is painted and inert meanwhile.
    await nextTask();
    await prepareHydration(rendered, path);
    const { hydrateApp } = await renderer;
    await nextTask();
    hydrateApp(root, startPwa, () => {
      // The server's markup is the app's now: it takes taps and keys (server/http/appDocument.ts)
      // once React has also hydrated the page's Suspense boundaries, which it does in passes of
      // their own after this one, in slices: a tap on a part not hydrated yet would be lost. The
      // browser is idle once they are done (at most HYDRATION_IDLE_MS from now).
      whenIdle(() => root.removeAttribute('inert'));
      afterHydration(rendered, path);
    });
    return;
  }
  // A project page renders once its project and the project's language are in (index.html
  // shows a spinner until then); without a project the browser's language is used.
  const projectLoaded = await preloadRoute(await launchPath());
  if (!projectLoaded) await activateLocale(browserLocale());
  // The service worker and the outbox wait until the first screen is painted and the browser idle.
  (await renderer).renderApp(root, startPwa);
}

/**
 * The installed app's start_url (`/{eventId}/app`) opens the personal page this browser knows
 * for the event (pwa/launch.ts, a chunk only launches load), before anything else loads.
 */
async function launchPath(): Promise<string> {
  if (/^\/[^/]+\/app\/?$/i.test(window.location.pathname)) {
    await import('./pwa/launch')
      .then((launch) => launch.openKnownLink())
      .catch((error) => console.warn('Launch:', error));
  }
  return window.location.pathname;
}

void boot();
