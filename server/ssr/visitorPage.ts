/**
 * What the server writes into a visitor page (issue 33) beyond the build's template: the
 * preload hints and the event's manifest link, and for a page of a known event its head
 * (pageHead.ts). Heads are kept per project entry, so they go with the project when it
 * changes or reloads (cache/appCache.ts replaces the entry), and per origin and path
 * (the canonical URL), at most HEADS_PER_PROJECT of them.
 */
import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import type { CachedProject } from '../cache/appCache.ts';
import { BoundedMap } from '../lib/boundedMap.ts';
import type { PageParts } from '../http/appDocument.ts';
import { documentManifestLink } from '../http/documentManifest.ts';
import { documentPreloads } from '../http/documentPreloads.ts';
import { isSafeId } from '../http/params.ts';
import { isIndexable } from '../http/securityHeaders.ts';
import { pageHead, type PageHead } from './pageHead.ts';
import { renderedPages } from './renderedPage.ts';
import type { LoadRenderer } from './renderer.ts';

const HEADS_PER_PROJECT = 256;
const PARTS_PER_PAGE = 4;

const heads = new WeakMap<CachedProject, BoundedMap<string, PageHead>>();

/** The event id a page's path names (its first segment), when it is one. */
export function pathEventId(path: string): string | undefined {
  const first = path.split('/')[1];
  try {
    const id = first ? decodeURIComponent(first) : undefined;
    return isSafeId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** PUBLIC_URL in production; the demo takes the request's own origin. */
export const siteOrigin = (deps: Pick<AppDeps, 'config'>, c: Context) =>
  deps.config.publicUrl ?? new URL(c.req.url).origin;

function headFor(deps: AppDeps, entry: CachedProject, eventId: string, path: string, origin: string): PageHead {
  let kept = heads.get(entry);
  if (!kept) {
    kept = new BoundedMap(HEADS_PER_PROJECT);
    heads.set(entry, kept);
  }
  const key = `${origin}\n${path}`;
  let head = kept.get(key);
  if (!head) {
    const project = JSON.parse(deps.cache.document(entry, eventId, undefined).json);
    head = pageHead({ stored: entry.project, project, path, origin, indexable: isIndexable(path) });
    kept.set(key, head);
  }
  return head;
}

/** `loadRenderer`: the app's server renderer (renderer.ts); without one, pages get their head only. */
export function visitorPage(deps: AppDeps, loadRenderer?: LoadRenderer) {
  const rendered = loadRenderer ? renderedPages(deps, loadRenderer) : async () => undefined;
  return async (c: Context): Promise<PageParts> => {
    const path = c.req.path;
    const [preloads, manifest, page] = await Promise.all([
      documentPreloads(deps.cache, path),
      documentManifestLink(deps.cache, path),
      rendered(c),
    ]);
    const eventId = pathEventId(path);
    const entry = eventId ? await deps.cache.projectByEvent(eventId) : undefined;
    const own = entry && eventId ? headFor(deps, entry, eventId, path, siteOrigin(deps, c)) : undefined;
    const build = (): PageParts => ({
      head: preloads + manifest + (own?.tags ?? '') + (page?.head ?? ''),
      lang: own?.lang,
      title: own?.title,
      root: page?.root,
      htmlStyle: page?.htmlStyle,
      cacheControl: page?.cacheControl,
    });
    // A kept page and head give the same parts object again, which http/appDocument.ts keeps the compressed page by.
    if (page?.cacheControl !== undefined || !(page ?? own)) return build();
    return keptParts(page ?? own!, page ? own : undefined, `${preloads}\u0000${manifest}`, build);
  };
}

const assembled = new WeakMap<
  object,
  WeakMap<object, BoundedMap<string, PageParts>> & { alone?: BoundedMap<string, PageParts> }
>();

/** The parts of a public page, the same object for the same kept markup, head and links. */
function keptParts(anchor: object, second: object | undefined, links: string, build: () => PageParts): PageParts {
  let bySecond = assembled.get(anchor);
  if (!bySecond) {
    bySecond = new WeakMap();
    assembled.set(anchor, bySecond);
  }
  let byLinks = second ? bySecond.get(second) : bySecond.alone;
  if (!byLinks) {
    byLinks = new BoundedMap(PARTS_PER_PAGE);
    if (second) bySecond.set(second, byLinks);
    else bySecond.alone = byLinks;
  }
  let parts = byLinks.get(links);
  if (!parts) {
    parts = build();
    byLinks.set(links, parts);
  }
  return parts;
}
