/**
 * The app's server renderer (src/entry-server.tsx), as the build leaves it in
 * DIST_DIR/server/entry-server.js. Loaded on first use and again when the build changes under a
 * running server; absent (no build yet): pages go out as the shell. The types are declared here,
 * not imported: the server imports nothing of the app but src/contract and src/domain.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CaptionLine } from '../../src/contract/captions.ts';
import type { LiveTabState } from '../../src/domain/liveTabs.ts';
import type { DeploymentSettings, Locale, Project, Registration } from '../../src/contract/index.ts';

export type ProjectSource = { kind: 'event'; eventId: string } | { kind: 'company'; companyId: string };

export interface RoutePlan {
  route: string;
  source: ProjectSource;
  registrationId: string | null;
}

export interface ServerData {
  locale: Locale;
  zone: string;
  renderedAt: number;
  mobile: boolean;
  queries: Record<string, unknown>;
}

export interface Renderer {
  planRoute(path: string): RoutePlan | null;
  renderPage(input: {
    path: string;
    search: string;
    plan: RoutePlan;
    project: Project;
    zone: string;
    registration?: Registration | null;
    mobile: boolean;
    /** The deployment's settings (issue 44), which the page is rendered with as the browser hydrates it. */
    settings: DeploymentSettings;
    /** The recent lines of the page's broadcast's captions, rendered in place (ssr/captionedPages.ts). */
    captions?: CaptionLine[];
    /** The controller's tab state of the page's broadcast, for the web-app tab bar (ssr/liveTabPages.ts). */
    liveTabs?: LiveTabState | null;
  }): Promise<{ html: string; htmlStyle: string; data: ServerData }>;
}

export type LoadRenderer = () => Promise<Renderer | undefined>;

/** The built renderer in `distDir`, re-imported when its file changes. */
export function builtRenderer(distDir: string): LoadRenderer {
  const file = resolve(distDir, 'server', 'entry-server.js');
  let loaded: { mtimeMs: number; renderer: Promise<Renderer | undefined> } | undefined;
  let checkedAt = 0;
  return () => {
    // The file is looked at once a second at most: a stat per page was a visible share of a kept page's cost.
    const now = Date.now();
    if (loaded && now - checkedAt < 1000) return loaded.renderer;
    checkedAt = now;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      loaded = undefined;
      return Promise.resolve(undefined);
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
      const renderer = (import(url) as Promise<Partial<Renderer>>).then(
        (module) =>
          typeof module.planRoute === 'function' && typeof module.renderPage === 'function'
            ? (module as Renderer)
            : undefined,
        (error: unknown) => {
          console.warn('Server renderer not loaded:', error);
          return undefined;
        },
      );
      loaded = { mtimeMs, renderer };
    }
    return loaded.renderer;
  };
}
