/**
 * Server rendering of a visitor page (issue 33), built by vite into dist/server/entry-server.js
 * and called by server/ssr/. Everything a request needs is its own: an i18n instance, a jotai
 * store, a router at the request's path, and the answers (project, registration) the page
 * starts from, in a context instead of the browser's shared query cache. The browser hydrates
 * the markup from the same answers (app/serverRendered.ts), so its first render is this one.
 */
import { setupI18n, type Messages } from '@lingui/core';
// The edge build: the Node one keeps an AsyncLocalStorage, and once it has rendered a page, Node
// runs its hooks on every promise of the process, every request the server answers included.
import { prerender } from 'react-dom/static.edge';
import { Router } from 'wouter';
import type { DeploymentSettings, Locale, Project, Registration } from './contract';
import { applyDeploymentSettings } from './config';
import { AppRoot } from './app/AppRoot';
import { findRoute, routeLookupId, routeProjectSource } from './app/routeMatch';
import { ServerQueries } from './hooks/useCachedQuery';
import { INTL_TAG } from './i18n/activate';
import { projectQueryKey, registrationQueryKey, type ProjectSource } from './project/projectQueries';
import { createStore } from './state/jotai';
import { isMobileAtom } from './project/layoutAtoms';
import { holdClock } from './domain/time';
import { captionedQueryKey, type CaptionedPage } from './domain/captions';
import type { CaptionLine } from './contract/captions';
import { type LiveTabState, renderedLiveTabsKey } from './domain/liveTabs';
import { isPwaLook } from './domain/pwaLook';
import { themeVariables } from './domain/theme';
import { messages as nlFormal } from './i18n/locales/nlFormal/messages.po';
import { messages as nlInformal } from './i18n/locales/nlInformal/messages.po';
import { messages as en } from './i18n/locales/en/messages.po';
import { messages as de } from './i18n/locales/de/messages.po';
import { messages as fr } from './i18n/locales/fr/messages.po';
import type { ServerData } from './app/serverData';

const CATALOGS: Record<Locale, Messages> = { nlFormal, nlInformal, en, de, fr };

/**
 * The routes the server renders: the visitor pages. Others (sign-in callbacks, the director's
 * test page, the preview, the launch route) depend on the browser, and the redirecting ones
 * (join, the personal links) show nothing of their own: they get the shell.
 */
const RENDERED = new Set([
  '/:eventId',
  '/:eventId/registration',
  '/:companyId/registration-company',
  '/:eventId/login',
  '/:eventId/ondemand',
  '/:eventId/:registrationId/registration-confirmation',
  '/:eventId/:registrationId',
  '/:eventId/:registrationId/evaluation',
  '/:eventId/:registrationId/ondemand-with-registration',
]);

/** Longer than any lazy part takes to load from disk; then the rest renders in the browser. */
const RENDER_TIMEOUT_MS = 3000;

export interface RoutePlan {
  /** The route table's pattern: what the page's assets are looked up by. */
  route: string;
  source: ProjectSource;
  /** The registration the page shows, when its address names one. */
  registrationId: string | null;
}

/** What the server must load to render `path`; null: the shell (not a rendered route). */
export function planRoute(path: string): RoutePlan | null {
  const match = findRoute(path);
  if (!match || !RENDERED.has(match.route.path)) return null;
  const source = routeProjectSource(match.route, match.params);
  return source ? { route: match.route.path, source, registrationId: routeLookupId(match.params) } : null;
}

export interface RenderInput {
  path: string;
  /** The query string, with its `?` (or empty). */
  search: string;
  plan: RoutePlan;
  project: Project;
  /** The time zone the project's times were formatted in. */
  zone: string;
  registration?: Registration | null;
  /** The request says a phone (User-Agent, Sec-CH-UA-Mobile): the layout below 960 px. */
  mobile: boolean;
  /**
   * The deployment's settings, as the page carries them for the browser: one set per server
   * process, so applying them for every render changes nothing between renders.
   */
  settings?: DeploymentSettings;
  /** The recent lines of the page's broadcast's captions (server/ssr/captionedPages.ts), rendered in place. */
  captions?: CaptionLine[];
  /** The controller's tab state of the page's broadcast (server/ssr/liveTabPages.ts): the web-app tab bar in place. */
  liveTabs?: LiveTabState | null;
}

export interface Rendered {
  html: string;
  /** The project's theme on `<html style>`, as the page sets it in the browser (project/useProjectHead.ts). */
  htmlStyle: string;
  /** What the browser hydrates from (app/serverData.ts), to embed in the page. */
  data: ServerData;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * Renders hold the clock (domain/time.ts) at one second, shared by the renders running together
 * (one process renders for every visitor, and nowSeconds is the app's one clock): the page's
 * countdowns and session states are those of `renderedAt`, which the browser hydrates at.
 * A clock held longer than HELD_MAX_S (renders never stopped overlapping) moves on.
 */
const HELD_MAX_S = 2;
let rendering = 0;
let heldAt = 0;

async function atOneSecond<T>(render: (renderedAt: number) => Promise<T>): Promise<T> {
  const now = Math.floor(Date.now() / 1000);
  if (rendering === 0 || now - heldAt > HELD_MAX_S) {
    heldAt = now;
    holdClock(heldAt);
  }
  rendering += 1;
  try {
    return await render(heldAt);
  } finally {
    rendering -= 1;
    if (rendering === 0) holdClock(null);
  }
}

/**
 * A part still loading (its chunk imported for the first time in this process) comes out as a
 * hidden segment moved in place by an inline script, which the page's CSP refuses. Rendered
 * once more, every part is loaded and in place. Prerender waits for every part, never half a page.
 */
const SUSPENDED_PART = /<script>|<div hidden id="S:/;
const ATTEMPTS = 3;

/** A request's own store, with the layout its device asked for (the browser hydrates with the same, then measures). */
function storeFor(mobile: boolean) {
  const store = createStore();
  store.set(isMobileAtom, mobile);
  return store;
}

/** The look's theme variables, decided as the shell decides them (app/ProjectShell.tsx) from what the server knows. */
function themeStyle(project: Project, registration: Registration | null, search: string): string {
  const query = new URLSearchParams(search);
  const pwaLook =
    isPwaLook({
      projectType: project.projectType,
      registrationType: project.registration.type,
      pwaQuery: query.has('pwa'),
      pwaSessionFlag: false,
      onSiteViewer: registration?.on_site_viewer,
      hasRegistration: Boolean(registration && !registration.unregistered),
    }) || query.get('previewMode') === 'on-site';
  return Object.entries(themeVariables(project, pwaLook))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

export async function renderPage({
  path,
  search,
  plan,
  project,
  zone,
  registration,
  mobile,
  settings,
  captions,
  liveTabs,
}: RenderInput): Promise<Rendered> {
  if (settings) applyDeploymentSettings(settings);
  const match = findRoute(path);
  // The page's chunk first: rendered straight away, as in the browser after boot.
  await match?.route.load();
  const queries: Record<string, unknown> = { [projectQueryKey(plan.source)!]: project };
  const registrationKey = registrationQueryKey(project._id, plan.registrationId);
  if (registrationKey && registration) queries[registrationKey] = registration;
  if (captions?.length) queries[captionedQueryKey(project.event._id)] = { lines: captions } satisfies CaptionedPage;
  if (liveTabs) queries[renderedLiveTabsKey(project.event._id)] = liveTabs;
  const locale = project.language;
  const i18n = setupI18n({ locale, locales: [INTL_TAG[locale]], messages: { [locale]: CATALOGS[locale] } });
  const once = async () => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), RENDER_TIMEOUT_MS);
    try {
      const { prelude } = await prerender(
        <ServerQueries.Provider value={new Map(Object.entries(queries))}>
          <Router ssrPath={path} ssrSearch={search.replace(/^\?/, '')}>
            <AppRoot i18n={i18n} store={storeFor(mobile)} />
          </Router>
        </ServerQueries.Provider>,
        // A part that fails here renders in the browser instead; the server says which.
        // Never outlined into a hidden segment and a script: the whole page in place (the CSP refuses inline scripts).
        {
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          signal: abort.signal,
          onError: (error) => {
            if (!abort.signal.aborted) console.warn(`Server rendering of ${path}:`, error);
          },
        },
      );
      return await readAll(prelude);
    } finally {
      clearTimeout(timer);
    }
  };
  return atOneSecond(async (renderedAt) => {
    let html = await once();
    for (let attempt = 1; attempt < ATTEMPTS && SUSPENDED_PART.test(html); attempt += 1) html = await once();
    if (SUSPENDED_PART.test(html))
      throw new Error(
        `${path}: a part did not load: ` +
          `${/<div hidden id="S:[\s\S]{0,300}/.exec(html)?.[0] ?? html.slice(html.indexOf('<script>'), 300)}`,
      );
    return {
      html,
      htmlStyle: themeStyle(project, registration ?? null, search),
      data: { locale, zone, renderedAt, mobile, queries },
    };
  });
}
