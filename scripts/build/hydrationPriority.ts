/**
 * The app's scripts in index.html at low fetch priority (issue 33). The server sends each
 * visitor page rendered, so its first paint needs only the HTML, the stylesheets, the fonts and
 * the images it shows; the scripts hydrate it afterwards. At the default (high) priority a
 * phone's slow link downloads the ~100 KB of scripts beside the stylesheets and the logo and the
 * page paints that much later; at low priority they take the link once what the page shows is in.
 * The page's own chunks get the same attribute from the server (server/ssr/pageAssets.ts).
 */
import type { Plugin } from 'vite';

export const LOW_PRIORITY = 'fetchpriority="low"';

export function hydrationPriority(): Plugin {
  return {
    name: 'hydration-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html
        .replaceAll('<script type="module" crossorigin', `<script type="module" ${LOW_PRIORITY} crossorigin`)
        .replaceAll('<link rel="modulepreload" crossorigin', `<link rel="modulepreload" ${LOW_PRIORITY} crossorigin`),
    },
  };
}
