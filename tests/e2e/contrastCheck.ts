/**
 * Text contrast that axe cannot judge alone (issue 29). axe's color-contrast rule files text over
 * a gradient, an image, or an overlapping element under "incomplete"; here every such node gets a
 * pixel check instead: the text is made transparent, the box under the text is photographed, and
 * the text colour must reach WCAG AA (4.5:1, 3:1 for large text) against every pixel of it.
 * A node passes only through axe's own pass or through that pixel check.
 */
import type { Frame, Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { AxeRun, type AxeResults } from './axeRun';

/**
 * axe for a page, run in the page itself (axeRun.ts, as the builder's legacy mode). The builder's default mode opens
 * a blank page for every run and injects axe into it to merge the frames' results, about three
 * times the time of the run here; what it adds is testing cross-origin frames, and the app loads
 * none (nothing comes from third-party hosts; the chat frame is the project's own). A frame axe
 * could not reach or test anyway is reported by `frame-tested`, which `untestedFrames` turns into
 * a failure.
 */
export function axeOn(page: Page): AxeRun {
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((f) => f.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  if (foreign.length > 0)
    throw new Error(`cross-origin frames, which axe's legacy mode cannot test: ${foreign.join(', ')}`);
  return new AxeRun(page);
}

/** axe options that keep `frame-tested` on whatever the run's tags or rules (options.rules wins). */
export const AXE_OPTIONS: RunOptions = {
  resultTypes: ['violations', 'incomplete'],
  rules: { 'frame-tested': { enabled: true } },
};

/** The frames axe left untested in a run made with AXE_OPTIONS. */
export function untestedFrames(result: AxeResults): string[] {
  return [...result.violations, ...result.incomplete]
    .filter((r) => r.id === 'frame-tested')
    .flatMap((r) => r.nodes.map((n) => `frame not tested by axe: ${n.target.flat().join(' ')}`));
}

type Target = string | string[];

/** What the page knows of one node: the text box on screen, its colour and the ratio it needs. */
interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
  color: [number, number, number, number];
  needed: number;
}

const HIDE_TEXT =
  '*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; ' +
  'text-shadow: none !important; caret-color: transparent !important; }';

/** Makes all text transparent in every frame (a constructed sheet: the page's CSP allows it). */
async function hideText(page: Page, hide: boolean) {
  await Promise.all(
    page.frames().map((f) =>
      f
        .evaluate(
          ({ css, on }) => {
            const w = window as unknown as { __hideText?: CSSStyleSheet };
            w.__hideText ??= new CSSStyleSheet();
            w.__hideText.replaceSync(on ? css : '');
            if (!document.adoptedStyleSheets.includes(w.__hideText))
              document.adoptedStyleSheets = [...document.adoptedStyleSheets, w.__hideText];
          },
          { css: HIDE_TEXT, on: hide },
        )
        .catch(() => undefined),
    ),
  );
}

/** The hiding sheet is still in force in the page's document (the one hideText reached). */
function textStillHidden(page: Page): Promise<boolean> {
  return page
    .evaluate(() => {
      const sheet = (window as unknown as { __hideText?: CSSStyleSheet }).__hideText;
      return Boolean(sheet?.cssRules.length) && document.adoptedStyleSheets.includes(sheet!);
    })
    .catch(() => false);
}

/** Finds the node in the frame, scrolls it into the middle of the viewport and measures its text. */
function measure(frame: Frame, selector: string): Promise<TextBox | null> {
  return frame.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLElement | null;
    // Text behind an open modal (the page then hides the rest: aria-hidden, inert) is not read.
    if (!el?.checkVisibility() || el.closest('[aria-hidden="true"], [inert]')) return null;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const range = document.createRange();
    range.selectNodeContents(el);
    const box = range.getBoundingClientRect();
    const x = Math.max(0, box.left);
    const y = Math.max(0, box.top);
    const width = Math.min(innerWidth, box.right) - x;
    const height = Math.min(innerHeight, box.bottom) - y;
    if (width < 1 || height < 1) return null;
    const style = getComputedStyle(el);
    const [r, g, b, a = 1] = (style.color.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    return { x, y, width, height, color: [r, g, b, a] as [number, number, number, number], needed: large ? 3 : 4.5 };
  }, selector);
}

/** The lowest contrast of `color` against the pixels of a PNG, decoded by a blank page's canvas. */
async function lowestContrast(decoder: Page, png: Buffer, color: TextBox['color']): Promise<number> {
  return decoder.evaluate(
    async ({ data, fg }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const px = ctx.getImageData(0, 0, img.width, img.height).data;
      const lum = (r: number, g: number, b: number) =>
        [r, g, b]
          .map((c) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          })
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
      let lowest = 21;
      for (let i = 0; i < px.length; i += 4) {
        // A translucent text colour shows the pixel through it.
        const text = [0, 1, 2].map((k) => fg[k] * fg[3] + px[i + k] * (1 - fg[3]));
        const [a, b] = [lum(text[0], text[1], text[2]), lum(px[i], px[i + 1], px[i + 2])];
        lowest = Math.min(lowest, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
      }
      return lowest;
    },
    { data: png.toString('base64'), fg: color },
  );
}

/** The frame an axe target points into (one level of iframe) and the selector inside it. */
async function resolve(
  page: Page,
  target: Target[],
): Promise<{ frame: Frame; selector: string; offset: { x: number; y: number } } | null> {
  const flat = target.flat();
  if (flat.length === 1) return { frame: page.mainFrame(), selector: flat[0], offset: { x: 0, y: 0 } };
  const iframe = page.locator(flat[0]);
  const frame = await (await iframe.elementHandle())?.contentFrame();
  const box = await iframe.boundingBox();
  return frame && box && flat.length === 2 ? { frame, selector: flat[1], offset: { x: box.x, y: box.y } } : null;
}

/** A node to photograph: where it is, and its text colour as measured while the text showed. */
interface Pending {
  label: string;
  where: NonNullable<Awaited<ReturnType<typeof resolve>>>;
  color: TextBox['color'];
  needed: number;
}

/**
 * The pixel checks of the incomplete nodes: failure texts, none when every text reads. The colours
 * are read first with the text showing; then the text is hidden once for all the photographs
 * (hiding restyles the whole page), and each node is scrolled into view and photographed.
 */
async function pixelChecks(page: Page, decoder: Page, targets: Target[][]): Promise<string[]> {
  const failures: string[] = [];
  const pending: Pending[] = [];
  for (const target of targets) {
    const label = target.flat().join(' ');
    const where = await resolve(page, target);
    if (!where) {
      failures.push(`${label}: not found for the pixel check`);
      continue;
    }
    const box = await measure(where.frame, where.selector);
    if (box) pending.push({ label, where, color: box.color, needed: box.needed }); // else nothing visible to read
  }
  if (pending.length === 0) return failures;
  let shots: { node: Pending; png: Buffer }[] = [];
  // A page that replaced its document meanwhile (a sign-in callback's redirect landing on the same
  // address) photographs text that was never hidden, at 1:1: the photographs are taken again.
  for (let attempt = 0; attempt < 3; attempt++) {
    shots = [];
    await hideText(page, true);
    let intact = false;
    try {
      for (const node of pending) {
        const box = await measure(node.where.frame, node.where.selector);
        if (!box) continue;
        const clip = {
          x: box.x + node.where.offset.x,
          y: box.y + node.where.offset.y,
          width: box.width,
          height: box.height,
        };
        shots.push({ node, png: await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }) });
      }
      intact = await textStillHidden(page);
    } finally {
      await hideText(page, false);
    }
    if (intact) break;
  }
  for (const { node, png } of shots) {
    const ratio = await lowestContrast(decoder, png, node.color);
    if (ratio < node.needed)
      failures.push(`${node.label}: ${ratio.toFixed(2)}:1 at its worst pixel, needs ${node.needed}:1`);
  }
  return failures;
}

/**
 * Every text on the page that is not proven readable: axe's color-contrast violations, and the
 * incomplete nodes whose pixel check fails. `decoder` is a blank page of the same browser.
 */
export async function unreadableText(page: Page, decoder: Page, label: string): Promise<string[]> {
  // A page that moves on by itself (a sign-in callback) is checked where it lands.
  for (let tries = 0; ; tries += 1) {
    const url = page.url();
    const found = await checkOnce(page, decoder, label);
    if (page.url() === url || tries === 2) return found;
    await page.waitForLoadState('load');
  }
}

async function checkOnce(page: Page, decoder: Page, label: string): Promise<string[]> {
  // options() replaces the options object: withRules() must come after it.
  const result = await axeOn(page).options(AXE_OPTIONS).withRules(['color-contrast', 'frame-tested']).analyze();
  return contrastFindings(page, decoder, label, result);
}

/**
 * The unreadable text of an axe run that included color-contrast (with incomplete results):
 * its violations, and the incomplete nodes whose pixel check fails.
 */
export async function contrastFindings(
  page: Page,
  decoder: Page,
  label: string,
  result: AxeResults,
): Promise<string[]> {
  const contrast = (results: AxeResults['violations']) =>
    results.filter((r) => r.id === 'color-contrast').flatMap((r) => r.nodes);
  const found = contrast(result.violations).map(
    (n) => `${label}: ${n.target.flat().join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
  );
  const failures = await pixelChecks(
    page,
    decoder,
    contrast(result.incomplete).map((node) => node.target as Target[]),
  );
  return [...found, ...[...untestedFrames(result), ...failures].map((failure) => `${label}: ${failure}`)];
}
