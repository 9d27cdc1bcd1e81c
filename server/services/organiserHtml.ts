/**
 * Organiser HTML cleaned on the server, once, with the contract's policy (src/contract/organiserHtml.ts):
 * DOMPurify on jsdom, the DOM implementation DOMPurify supports on Node. The public project
 * document carries the clean HTML, so visitors' pages render it without downloading a sanitizer.
 * The same HTML recurs in every document of a project (one per event and time zone) and after
 * every reload: answers are memoized by their input, bounded.
 */
import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import { cleanProjectHtml, htmlCleaner, type Project } from '../../src/contract/index.ts';
import { BoundedMap } from '../lib/boundedMap.ts';

/**
 * jsdom is about 900 modules: loaded when the first HTML is cleaned, not with the server, so a
 * process (a restart, a test's server) answers sooner. CommonJS, so it loads synchronously here.
 */
const loadJsdom = () => createRequire(import.meta.url)('jsdom') as typeof import('jsdom');

let clean: ((html: string) => string) | undefined;
const cleaned = new BoundedMap<string, string>(4096);

/** The HTML with everything that could run script, load a form or restyle the page removed. */
export function cleanHtml(html: string): string {
  let out = cleaned.get(html);
  if (out === undefined) {
    clean ??= htmlCleaner(createDOMPurify(new (loadJsdom().JSDOM)('').window));
    out = clean(html);
    cleaned.set(html, out);
  }
  return out;
}

export const cleanProjectDocument = (project: Project): Project => cleanProjectHtml(project, cleanHtml);
