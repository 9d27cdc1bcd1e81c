#!/usr/bin/env node
/**
 * Turns the text of the demo's SVG images (logos, speakers' initials, sponsors, slides) into
 * outlines in the app's own font, Archivo. An SVG shown by `<img>` is a document of its own that
 * cannot use the page's web fonts: its text was set in whatever system font the visitor's machine
 * matched to "Archivo, 'Helvetica Neue', Arial, sans-serif" (DejaVu Sans on a bare Linux, not the
 * brand's letters), and painting it asked the system's font matching for those names on the main
 * thread of the first visit (issue 47). Outlines look the same everywhere and need no font; the
 * app icons rendered from the logos (server/services/appIcons.ts, resvg without system fonts) come
 * out with their letters too. Run once after editing an image: node scripts/svg-text-to-paths.mjs
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MEDIA = join(ROOT, 'server', 'static', 'media');
const FONTS = join(ROOT, 'node_modules', '@fontsource', 'archivo', 'files');
const WEIGHTS = [400, 700];

/** WOFF 1.0 to the TrueType/OpenType file it wraps (resvg reads sfnt fonts only). */
function woffToSfnt(woff) {
  const tables = woff.readUInt16BE(12);
  const entries = [];
  for (let i = 0; i < tables; i++) {
    const at = 44 + i * 20;
    const [offset, compressed, original] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const raw = woff.subarray(offset, offset + compressed);
    entries.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < original ? inflateSync(raw) : raw,
    });
  }
  const head = Buffer.alloc(12 + 16 * tables);
  woff.copy(head, 0, 4, 8); // the sfnt's own version (flavor)
  head.writeUInt16BE(tables, 4);
  const power = 2 ** Math.floor(Math.log2(tables));
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(tables * 16 - power * 16, 10);
  const bodies = [];
  let offset = head.length;
  entries.forEach((entry, i) => {
    const at = 12 + i * 16;
    entry.tag.copy(head, at);
    head.writeUInt32BE(entry.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(entry.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(entry.data.length / 4) * 4);
    entry.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}

/** A tenth of a unit is finer than any of these images is shown; no indentation between elements. */
const compact = (svg) =>
  svg
    .replace(/-?\d+\.\d+/g, (number) => String(Number(Number(number).toFixed(1))))
    .replace(/>\s+</g, '><')
    .replace('<defs/>', '')
    .trim();

function svgFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? svgFiles(join(folder, entry.name))
      : entry.name.endsWith('.svg')
        ? [join(folder, entry.name)]
        : [],
  );
}

const work = mkdtempSync(join(tmpdir(), 'archivo-'));
const fontFiles = WEIGHTS.map((weight) => {
  const file = join(work, `archivo-${weight}.ttf`);
  writeFileSync(file, woffToSfnt(readFileSync(join(FONTS, `archivo-latin-${weight}-normal.woff`))));
  return file;
});
let changed = 0;
for (const file of svgFiles(MEDIA)) {
  const svg = readFileSync(file, 'utf8');
  if (!svg.includes('<text')) continue;
  const outlined = new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Archivo' },
  }).toString();
  writeFileSync(file, `${compact(outlined)}\n`);
  changed++;
  console.log(file.slice(ROOT.length + 1));
}
rmSync(work, { recursive: true });
console.log(`${changed} images outlined`);
