/**
 * A visitor page rendered on the server (issue 33) from what the server holds: the project's
 * public document (memory, cache/appCache.ts) and, for a personal page, its registration. Times
 * are in the visitor's zone when their cookie names it (set by the browser after a first visit,
 * src/app/serverRendered.ts), else the event's. A public page's markup is kept beside the
 * document it was rendered from (per path and zone; the document itself is per event and zone),
 * so it goes when the document does; a personal page is rendered per request and never stored
 * by a shared cache. Any failure leaves the page to the browser: the shell, as without rendering.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { CaptionLine } from '../../src/contract/captions.ts';
import type { Project, Registration } from '../../src/contract/index.ts';
import type { CachedProject } from '../cache/appCache.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import type { PublicDocument } from '../cache/publicDocument.ts';
import type { AppDeps } from '../deps.ts';
import { pageSettings } from '../config.ts';
import type { PageParts } from '../http/appDocument.ts';
import { NONCE_PLACEHOLDER } from '../http/appDocument.ts';
import { errorSummary } from '../lib/logSafe.ts';
import { safeTimeZone } from '../lib/formatTime.ts';
import { loadCompanyDefaultProjectId } from '../db/projects.ts';
import { findRegistrationInProject, registrationDocument } from '../services/registrationRecords.ts';
import type { LiveTabState } from '../../src/domain/liveTabs.ts';
import { captionedPages } from './captionedPages.ts';
import { liveTabPages } from './liveTabPages.ts';
import { pageAssets } from './pageAssets.ts';
import type { LoadRenderer, Renderer, RoutePlan } from './renderer.ts';

/** Must match src/app/serverData.ts. */
const SERVER_DATA_ID = 'server-data';
export const ZONE_COOKIE = 'tz';
const PAGES_PER_DOCUMENT = 64;
/** Route plans kept per path: matching the route table is a regular expression per route. */
const PLANS_KEPT = 1024;
/** A kept page is rendered again after this long: countdowns and "live now" follow the clock. */
const PAGE_FRESH_MS = 60_000;
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

type Rendered = Pick<PageParts, 'root' | 'head' | 'cacheControl' | 'htmlStyle'>;

/** A phone, by its client hint or its User-Agent: the page is rendered in the layout below 960 px. */
export function isPhone(c: Context): boolean {
  const hint = c.req.header('sec-ch-ua-mobile');
  if (hint) return hint === '?1';
  return /Mobi|Android|iPhone|iPod/i.test(c.req.header('user-agent') ?? '');
}

const parsed = new WeakMap<PublicDocument, Project>();
type Kept = BoundedMap<string, { at: number; page: Promise<Rendered | undefined> }>;
/** Per renderer (a new build renders anew) and document. */
const pages = new WeakMap<Renderer, WeakMap<PublicDocument, Kept>>();

/** JSON inside `<script>`: `<` escaped, so no `</script>` in organiser text can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function projectEntry(
  deps: AppDeps,
  plan: RoutePlan,
): Promise<{ entry: CachedProject; currentEventId?: string } | undefined> {
  if (plan.source.kind === 'event') {
    const entry = await deps.cache.projectByEvent(plan.source.eventId);
    return entry && { entry, currentEventId: plan.source.eventId };
  }
  const projectId = await loadCompanyDefaultProjectId(deps.db, plan.source.companyId);
  const entry = projectId ? await deps.cache.project(projectId) : undefined;
  return entry && { entry };
}

function projectOf(document: PublicDocument): Project {
  let project = parsed.get(document);
  if (!project) {
    project = JSON.parse(document.json) as Project;
    parsed.set(document, project);
  }
  return project;
}

const plans = new WeakMap<Renderer, BoundedMap<string, RoutePlan | null>>();

function planOf(renderer: Renderer, path: string): RoutePlan | null {
  let kept = plans.get(renderer);
  if (!kept) {
    kept = new BoundedMap(PLANS_KEPT);
    plans.set(renderer, kept);
  }
  let plan = kept.get(path);
  if (plan === undefined) {
    plan = renderer.planRoute(path);
    kept.set(path, plan);
  }
  return plan;
}

export function renderedPages(deps: AppDeps, loadRenderer: LoadRenderer) {
  const assets = pageAssets(deps.config.distDir);
  const settings = pageSettings(deps.config);
  const captionedOf = captionedPages(deps.db);
  const liveTabsOf = liveTabPages(deps.db);
  return async (c: Context): Promise<Rendered | undefined> => {
    const renderer = await loadRenderer();
    const path = c.req.path;
    const plan = renderer && planOf(renderer, path);
    if (!renderer || !plan) return undefined;
    const found = await projectEntry(deps, plan);
    if (!found) return undefined;
    const zone = safeTimeZone(getCookie(c, ZONE_COOKIE));
    const document = deps.cache.document(found.entry, found.currentEventId, zone);
    const project = projectOf(document);
    const search = new URL(c.req.url).search;
    const mobile = isPhone(c);

    const render = async (registrationId: string | null): Promise<Rendered | undefined> => {
      let registration: Registration | undefined;
      // Only a personal page shows the live view, where the captions and the live tabs take their
      // place: read beside the registration (kept per broadcast, captionedPages.ts, liveTabPages.ts).
      let captions: CaptionLine[] = [];
      let liveTabs: LiveTabState | null = null;
      if (registrationId) {
        const [row, lines, tabs] = await Promise.all([
          findRegistrationInProject(deps.db, project._id, registrationId),
          captionedOf(project),
          liveTabsOf(project),
        ]);
        // Unknown: the browser leads to the registration page (DECISIONS.md), from the shell.
        if (!row) return undefined;
        registration = registrationDocument(row);
        captions = lines;
        liveTabs = tabs;
      }
      try {
        const { html, htmlStyle, data } = await renderer.renderPage({
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
        });
        const head =
          assets(plan.route, html) +
          `<script type="application/json" id="${SERVER_DATA_ID}" ` +
          `nonce="${NONCE_PLACEHOLDER}">${scriptJson(data)}</script>`;
        return { root: html, head, htmlStyle, ...(registrationId ? { cacheControl: PERSONAL_CACHE_CONTROL } : {}) };
      } catch (error) {
        console.warn(`Server rendering of ${path} failed: ${errorSummary(error)}`);
        return undefined;
      }
    };

    if (plan.registrationId) return render(plan.registrationId);
    // Public: kept per path and query with the document (per event and zone) it shows.
    let byDocument = pages.get(renderer);
    if (!byDocument) {
      byDocument = new WeakMap();
      pages.set(renderer, byDocument);
    }
    let kept = byDocument.get(document);
    if (!kept) {
      kept = new BoundedMap(PAGES_PER_DOCUMENT);
      byDocument.set(document, kept);
    }
    const key = `${mobile ? 'phone' : 'wide'}${path}${search}`;
    const now = Date.now();
    let held = kept.get(key);
    if (!held || now - held.at > PAGE_FRESH_MS) {
      held = { at: now, page: render(null) };
      kept.set(key, held);
    }
    return held.page;
  };
}
