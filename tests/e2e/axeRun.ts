/**
 * axe-core run in the page, the way @axe-core/playwright's legacy mode runs it (axe in every
 * frame, configured for same-origin frames, `axe.run` in the main frame), with axe put into each
 * frame once. The builder evaluates the half-megabyte source in the main frame twice per run and
 * asks its configuration in a round trip per frame: 0.6-1.3 s a page against 0.3-0.6 s here, on
 * the hundred and more pages the route sweep checks.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
const axePath = createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js');
const SETUP = `${readFileSync(axePath, 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;
/** A frame that does not answer within this is left to axe's `frame-tested` (as the builder does). */
const FRAME_TIMEOUT_MS = 1000;

export type { AxeResults };

/**
 * axe in every document of `context` from its start, for a context that runs axe on many pages.
 * Put in by the browser as each document starts, axe's half megabyte costs a fraction of its
 * evaluation after the load (its code compiled once and reused, as a page's own scripts are): the
 * route sweep's axe time for 7 pages went from 11.5 s to 4.1 s, the page loads 0.4 s slower.
 * axe's start-up only defines `window.axe` and listens for its own frame messages; `analyze` then
 * finds it in place (a frame without it still gets it there).
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: SETUP });
}

export class AxeRun {
  private readonly includes: string[] = [];
  private option: RunOptions = {};

  constructor(private readonly page: Page) {}

  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  options(options: RunOptions): this {
    this.option = { ...options };
    return this;
  }

  withTags(tags: string[]): this {
    this.option = { ...this.option, runOnly: { type: 'tag', values: tags } };
    return this;
  }

  withRules(rules: string[]): this {
    this.option = { ...this.option, runOnly: { type: 'rule', values: rules } };
    return this;
  }

  async analyze(): Promise<AxeResults> {
    for (const frame of this.page.frames()) {
      if (await frame.evaluate('typeof window.axe?.run === "function"').catch(() => false)) continue;
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('frame did not answer')), FRAME_TIMEOUT_MS),
      );
      await Promise.race([frame.evaluate(SETUP), timeout]).catch(() => undefined);
    }
    const context: ElementContext | null = this.includes.length ? { include: this.includes } : null;
    const answer = await this.page.evaluate(
      ({ context, options }) => {
        const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe;
        return axe.run(context ?? document, options).then(
          (results) => ({ results, error: null }),
          (err: Error) => ({ results: null, error: err.message }),
        );
      },
      { context, options: this.option },
    );
    if (answer.error !== null) throw new Error(answer.error);
    return answer.results as AxeResults;
  }
}
