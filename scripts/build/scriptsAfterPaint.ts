/**
 * The app's scripts start downloading once the page has painted (issue 33). The server sends
 * every visitor page rendered, so its first paint needs only the HTML, the stylesheets, the
 * fonts and the images it shows; the scripts hydrate it afterwards. Fetched beside those, a
 * phone's slow link shares its bandwidth with ~100 KB of scripts and paints that much later;
 * started after the first paint they take the link once what the page shows is in, and the page
 * is hydrated about as early (the link carries the same bytes either way).
 *
 * index.html's module scripts and modulepreload links go into an inert `<template>`, which a
 * small inline script copies into the head after the first paint (LOADER; scripts cloned from a
 * template run when inserted). The server puts a rendered page's own chunks in such a template too
 * (server/ssr/pageAssets.ts). The inline script carries the page's CSP nonce, and first starts the
 * worker that warms Intl for the page (intlWarmup.ts).
 */
import type { Plugin } from 'vite';
import { INTL_WARMUP } from './intlWarmup.ts';

/** The attribute that marks a template of scripts to load after the first paint. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

const SCRIPT_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * When the scripts go in. A server-rendered page: once its first contentful paint is on screen (the
 * `paint` entry is reported after the frame was presented), so no script request starts before
 * it; after the first frame's callbacks alone they started while a slow phone (or Lighthouse's
 * trace) was still drawing it, and counted as what the paint waited for (issue 47). The app's
 * shell (its loader only, nothing contentful: the service worker's copy, offline): after the first
 * frame, as every boot needs them. A page opened in the background paints only once shown: at
 * once. A page that never reports its paint: after NO_PAINT_MS.
 *
 * Each script or preload goes in a task of its own: inserting one starts its request, a few
 * milliseconds each under Lighthouse's trace; the six of a registration page in one task made one
 * of 30 ms, 120 ms at a phone's pace (issue 47, total blocking time). A page opened in the
 * background takes them at once (its timers run once a second).
 *
 * Then, in one more task, the page's first touch of its storage: opening local and session storage
 * is a synchronous round trip to the browser process (2-6 ms each here), which otherwise fell in
 * hydration's tasks (the shell's and the live page's reads of what this browser remembers).
 *
 * NO_PAINT_MS is long on purpose. Headless Chromium (Lighthouse, PageSpeed Insights) sometimes
 * holds a page's first frames back by one or two seconds (viz throttles BeginFrames to a frame
 * sink it deems unresponsive during the load, GoogleChrome/lighthouse#17148). With a 1.5 s
 * fallback the scripts then loaded before the delayed paint, and the simulation counted all of
 * them as what the paint waited for: LCP 2.3 s instead of 1.2 s, in about one run in three.
 */
export const NO_PAINT_MS = 5000;
export const LOADER =
  `(function(){var done=0;function go(all){if(done)return;done=1;var n=[];` +
  `document.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(t){` +
  `n.push.apply(n,[].slice.call(document.importNode(t.content,true).childNodes))});` +
  `(function next(){var e=n.shift();if(!e)return warmStorage();document.head.appendChild(e);` +
  `if(all)next();else setTimeout(next)})()}` +
  `function warmStorage(){setTimeout(function(){try{localStorage.length;sessionStorage.length}catch(e){}})}` +
  `function afterFrame(){requestAnimationFrame(function(){setTimeout(go)})}` +
  `function start(){var P=window.PerformanceObserver;` +
  `if(document.querySelector('#root>.page-loader')||!P||` +
  `(P.supportedEntryTypes||[]).indexOf('paint')<0)return afterFrame();` +
  `if(document.visibilityState==='hidden')return go(1);` +
  `new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}})` +
  `.observe({type:'paint',buffered:true});setTimeout(go,${NO_PAINT_MS})}` +
  `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start()})()`;

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
          `nonce="${nonce}">${INTL_WARMUP}${LOADER}</script>`;
        return html.replace(SCRIPT_TAGS, '').replace('</head>', `${deferred}\n</head>`);
      },
    },
  };
}
