/**
 * The app's scripts start downloading once the page has painted (issue 33). The server sends
 * every visitor page rendered, so its first paint needs only the HTML, the stylesheets, the
 * fonts and the images it shows; the scripts hydrate it afterwards. Fetched beside those, a
 * phone's slow link shares its bandwidth with ~100 KB of scripts and paints that much later;
 * started after the first paint they take the link once what the page shows is in, and the page
 * is hydrated about as early (the link carries the same bytes either way).
 *
 * index.html's module scripts and modulepreload links go into an inert `<template>`, which a
 * small inline script copies into the head after the first frame (scripts cloned from a template
 * run when inserted). The server puts a rendered page's own chunks in such a template too
 * (server/ssr/pageAssets.ts). The inline script carries the page's CSP nonce.
 */
import type { Plugin } from 'vite';

/** The attribute that marks a template of scripts to load after the first paint. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

const SCRIPT_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

// Two frames: the first callback runs before the first paint, the timeout after it.
const LOADER =
  `requestAnimationFrame(function(){setTimeout(function(){` +
  `document.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(t){` +
  `document.head.appendChild(document.importNode(t.content,true))})` +
  `})})`;

export function scriptsAfterPaint(nonce: string): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const tags = [...html.matchAll(SCRIPT_TAGS)].map((match) => match[1]);
        if (!tags.length) return html;
        const deferred =
          `<template ${AFTER_PAINT_ATTRIBUTE}>${tags.join('')}</template><script ` +
          `nonce="${nonce}">${LOADER}</script>`;
        return html.replace(SCRIPT_TAGS, '').replace('</head>', `${deferred}\n</head>`);
      },
    },
  };
}
