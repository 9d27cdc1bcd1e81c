// @vitest-environment node
/** The director console's page (issue 45): on the app's design system, its token asked in a form. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVE_WIDGETS } from '../../src/contract/live.ts';
import { entryStylesheets } from '../../server/live/consoleAssets.ts';
import { directorConsoleRoutes } from '../../server/live/director.ts';
import { FALLBACK_TOKENS } from '../../server/live/directorStyle.ts';

const page = async (distDir: string) => (await directorConsoleRoutes(distDir).request('/hybrid-summit')).text();

describe('the director console page', () => {
  it('asks the token in a labelled password form, never by prompt() or alert()', async () => {
    const html = await page('/nonexistent-dist');
    expect(html).toMatch(/<form id="signin"[^>]*>/);
    expect(html).toContain('<label class="field-label" for="token">Control token</label>');
    expect(html).toMatch(/<input id="token"[^>]*type="password"/);
    expect(html).toContain('<button type="submit" class="button button-accent">Sign in</button>');
    expect(html).toContain('id="forget"');
    expect(html).toMatch(/role="status"/);
    expect(html).toMatch(/id="error"[^>]*role="alert"/);
    expect(html).not.toMatch(/\b(prompt|alert|confirm)\(/);
  });

  it(
    'draws every widget as a switch, the state and player ' + 'as segmented controls, the stream JSON folded away',
    async () => {
      const html = await page('/nonexistent-dist');
      for (const widget of LIVE_WIDGETS)
        expect(html).toContain(`<input type="checkbox" role="switch" data-widget="${widget}">`);
      expect(html.match(/<input type="checkbox"(?![^>]*role="switch")/g)).toBeNull();
      for (const state of ['pre', 'on-air', 'post'])
        expect(html).toContain(`data-state="${state}" aria-pressed="false"`);
      expect(html).toMatch(/<details class="debug"><summary>[^<]+<\/summary><pre id="state">/);
    },
  );

  it("links the built app's entry stylesheet (its fonts and tokens), and nothing from another host", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<link rel="stylesheet" crossorigin href="/assets/index-AbC123.css" nonce="__CSP_NONCE__"><link ' +
        'rel="stylesheet" href="https://fonts.example.com/x.css">',
    );
    const html = await page(dist);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-AbC123.css">');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(await page('/nonexistent-dist')).not.toContain('<link rel="stylesheet"');
  });

  it("reads the stylesheet links of a build in either attribute order, only this origin's /assets files", () => {
    expect(
      entryStylesheets(
        '<link href="/assets/a.css" rel="stylesheet"><link rel="modulepreload" href="/assets/b.js"><link ' +
          'rel="stylesheet" href="//cdn.example/c.css">',
      ),
    ).toEqual(['/assets/a.css']);
  });

  it("falls back to base.css's own token values when no build is there", () => {
    const root = /:root\s*\{([^}]*)\}/.exec(readFileSync('src/ui/base.css', 'utf8'))![1]!;
    for (const [name, value] of Object.entries(FALLBACK_TOKENS)) {
      expect(new RegExp(`${name}:\\s*([^;]+);`).exec(root)?.[1]?.trim(), name).toBe(value);
    }
  });
});
