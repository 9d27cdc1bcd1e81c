/**
 * The page's first use of Intl loads ICU's locale and zone data: 40 ms or more of the main thread
 * on a fast machine, four times that on a phone, and it fell inside hydration (the country list's
 * names, a plural, the visitor's zone), where it made the longest tasks of a first visit (issue 47,
 * total blocking time). ICU keeps what it loaded for the whole renderer process, so a worker that
 * asks first, while the page's scripts still download, leaves the main thread a warm cache.
 *
 * Started by an inline script in the head (with the loader, scriptsAfterPaint.ts): it asks in the
 * page's Intl tag (from `<html lang>`) and answers the visitor's time zone once warm, which the app
 * reads instead of asking Intl itself (src/api/timeZone.ts, `window.__visitorZone`).
 */
import { INTL_TAG } from '../../src/i18n/intlTags.ts';

/** `<html lang>` (its first two letters) to the tag the app formats in. */
const TAG_BY_LANG = Object.fromEntries(Object.values(INTL_TAG).map((tag) => [tag.slice(0, 2), tag]));

/** What the app formats: dates in a zone, numbers, plurals, country names, relative times, lists, sorting. */
const WORKER =
  `onmessage=function(e){var t=e.data,z='';` +
  `try{z=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(x){}` +
  `try{new Intl.DateTimeFormat(t,{weekday:'long',day:'numeric',month:'long',year:'numeric',` +
  `hour:'2-digit',minute:'2-digit',timeZone:z||void 0,timeZoneName:'short'}).format(0);` +
  `new Intl.NumberFormat(t).format(1.5);new Intl.PluralRules(t).select(1);` +
  `new Intl.DisplayNames([t],{type:'region'}).of('NL');` +
  `new Intl.RelativeTimeFormat(t,{numeric:'auto'}).format(1,'day');` +
  `new Intl.ListFormat(t).format(['a','b']);'a'.localeCompare('b',t)}catch(x){}` +
  `postMessage(z);close()}`;

/**
 * Inline: starts the worker (the answer is '' when it cannot start) and keeps its answer's promise.
 * From a data: address: a blob: one costs a synchronous round trip to the browser process to
 * register, 7-13 ms of the main thread here against 1 ms, and a file of its own one more request.
 * In the parser's task, before the first paint: with DevTools attached (Lighthouse) starting a
 * worker takes 14-24 ms of the main thread. Before the first contentful paint that delays the paint
 * by as much; in a task of its own (a timer) it ran after the paint, once the parser and the first
 * frame had their turn, where it was one of the longest tasks a first visit blocks on (issue 47,
 * total blocking time counts from the first contentful paint).
 */
export const INTL_WARMUP =
  `(function(){var done;window.__visitorZone=new Promise(function(r){done=r});` +
  `try{var w=new Worker(${JSON.stringify(`data:text/javascript,${encodeURIComponent(WORKER)}`)});` +
  `w.onmessage=function(e){done(e.data)};w.onerror=function(){done('')};` +
  `w.postMessage(${JSON.stringify(TAG_BY_LANG)}[document.documentElement.lang]||'en-GB')}catch(e){done('')}})();`;
