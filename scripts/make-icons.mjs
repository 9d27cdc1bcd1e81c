#!/usr/bin/env node
/**
 * Draws the app icon with plain Node (zlib PNG writer, no image tools) and writes the static
 * files of public/: PNG icons, favicon.svg, robots.txt and the default background.
 *
 * The mark: a white broadcast mast on a stage (a dot with two pairs of waves, a stem and a
 * rounded stage bar) on the theme colour. Shapes are signed-distance functions in a unit
 * square, so the PNGs and the SVG draw the same geometry; edges are anti-aliased by 4x4
 * supersampling. Run: node scripts/make-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const THEME = [0x1d, 0x35, 0x57];
const WHITE = [0xff, 0xff, 0xff];

// ---- geometry (unit square, y down) -------------------------------------------------------
const MARK = {
  dot: { x: 0.5, y: 0.4, r: 0.075 },
  waves: [{ r: 0.165 }, { r: 0.265 }], // rings around the dot, cut to +-38 degrees of horizontal
  waveWidth: 0.05,
  waveHalfAngle: (38 * Math.PI) / 180,
  stem: { x: 0.5, y1: 0.4, y2: 0.7, w: 0.05 },
  stage: { x1: 0.29, x2: 0.71, y: 0.72, h: 0.06 },
};

const clamp01 = (v) => Math.min(1, Math.max(0, v));

/** True where the white mark covers point (x, y); `s` scales the mark around the centre. */
function inMark(px, py, s) {
  const x = 0.5 + (px - 0.5) / s;
  const y = 0.5 + (py - 0.5) / s;
  const { dot, waves, waveWidth, waveHalfAngle, stem, stage } = MARK;
  const dx = x - dot.x;
  const dy = y - dot.y;
  const d = Math.hypot(dx, dy);
  if (d <= dot.r) return true;
  const angle = Math.atan2(Math.abs(dy), Math.abs(dx)); // 0 = horizontal, either side
  for (const wave of waves) {
    if (Math.abs(d - wave.r) <= waveWidth / 2 && angle <= waveHalfAngle) return true;
    // Round caps at both ends of each wave.
    for (const sx of [-1, 1])
      for (const sy of [-1, 1]) {
        const cx = dot.x + sx * wave.r * Math.cos(waveHalfAngle);
        const cy = dot.y + sy * wave.r * Math.sin(waveHalfAngle);
        if (Math.hypot(x - cx, y - cy) <= waveWidth / 2) return true;
      }
  }
  if (Math.abs(x - stem.x) <= stem.w / 2 && y >= stem.y1 && y <= stem.y2) return true;
  const r = stage.h / 2;
  const qx = Math.max(stage.x1 + r - x, 0, x - (stage.x2 - r));
  if (Math.hypot(qx, y - stage.y) <= r) return true;
  return false;
}

/** Inside the background: a rounded square (radius as a fraction of the side), or full bleed. */
function inBackground(x, y, radius) {
  if (radius <= 0) return true;
  const qx = Math.max(radius - x, 0, x - (1 - radius));
  const qy = Math.max(radius - y, 0, y - (1 - radius));
  return Math.hypot(qx, qy) <= radius;
}

function draw(size, { radius, markScale }) {
  const SS = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let bg = 0;
      let mark = 0;
      for (let sj = 0; sj < SS; sj++)
        for (let si = 0; si < SS; si++) {
          const x = (i + (si + 0.5) / SS) / size;
          const y = (j + (sj + 0.5) / SS) / size;
          if (!inBackground(x, y, radius)) continue;
          bg++;
          if (inMark(x, y, markScale)) mark++;
        }
      const alpha = bg / (SS * SS);
      const white = bg ? mark / bg : 0;
      const o = (j * size + i) * 4;
      for (let c = 0; c < 3; c++) rgba[o + c] = Math.round(THEME[c] + (WHITE[c] - THEME[c]) * white);
      rgba[o + 3] = Math.round(clamp01(alpha) * 255);
    }
  }
  return encodePng(size, size, rgba);
}

// ---- PNG encoder --------------------------------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- SVG (same geometry) ------------------------------------------------------------------
function markSvg() {
  const { dot, waves, waveWidth, waveHalfAngle, stem, stage } = MARK;
  const f = (v) => +(v * 100).toFixed(2);
  const arcs = waves.flatMap(({ r }) => {
    const ex = r * Math.cos(waveHalfAngle);
    const ey = r * Math.sin(waveHalfAngle);
    return [
      `M${f(dot.x + ex)} ${f(dot.y - ey)}A${f(r)} ${f(r)} 0 0 1 ${f(dot.x + ex)} ${f(dot.y + ey)}`,
      `M${f(dot.x - ex)} ${f(dot.y - ey)}A${f(r)} ${f(r)} 0 0 0 ${f(dot.x - ex)} ${f(dot.y + ey)}`,
    ];
  });
  return [
    `<circle cx="${f(dot.x)}" cy="${f(dot.y)}" r="${f(dot.r)}"/>`,
    `<g fill="none" stroke="#fff" stroke-linecap="round" stroke-width="${f(waveWidth)}">`,
    `<path d="${arcs.join('')}"/>`,
    `<path d="M${f(stem.x)} ${f(stem.y1)}V${f(stem.y2)}" stroke-linecap="butt"/>`,
    `<path d="M${f(stage.x1 + stage.h / 2)} ${f(stage.y)}H${f(stage.x2 - stage.h / 2)}" stroke-width="${f(stage.h)}"/>`,
    '</g>',
  ].join('');
}

const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<rect width="100" height="100" rx="22" fill="${hex(THEME)}"/>
<g fill="#fff">${markSvg()}</g>
</svg>
`;

const BACKGROUND = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#1d3557"/>
<stop offset="0.55" stop-color="#274b73"/>
<stop offset="1" stop-color="#457b9d"/>
</linearGradient>
<radialGradient id="glowA" cx="0.82" cy="0.18" r="0.55">
<stop offset="0" stop-color="#a8dadc" stop-opacity="0.45"/>
<stop offset="1" stop-color="#a8dadc" stop-opacity="0"/>
</radialGradient>
<radialGradient id="glowB" cx="0.12" cy="0.95" r="0.6">
<stop offset="0" stop-color="#e63946" stop-opacity="0.22"/>
<stop offset="1" stop-color="#e63946" stop-opacity="0"/>
</radialGradient>
</defs>
<rect width="1600" height="900" fill="url(#base)"/>
<rect width="1600" height="900" fill="url(#glowA)"/>
<rect width="1600" height="900" fill="url(#glowB)"/>
<g fill="none" stroke="#f1faee" stroke-opacity="0.08" stroke-width="2">
<path d="M-100 690C250 560 520 760 860 640S1420 420 1700 520"/>
<path d="M-100 740C260 610 540 810 880 690S1430 470 1700 570"/>
<path d="M-100 790C270 660 560 860 900 740S1440 520 1700 620"/>
</g>
</svg>
`;

const ROBOTS = `# Event pages are public; API and service paths are not for crawlers.
User-agent: *
Allow: /
Disallow: /api/
Disallow: /frontend-api/
Disallow: /dev/
Disallow: /live-director/
`;

// ---- write --------------------------------------------------------------------------------
function write(rel, data) {
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  console.log(`wrote public/${rel} (${data.length} bytes)`);
}

const ROUNDED = { radius: 0.22, markScale: 1 };
// Maskable: full bleed, the mark well inside the 80 % safe circle (mark radius about 0.3 -> 0.24).
const MASKABLE = { radius: 0, markScale: 0.8 };
// Apple touch icons are drawn opaque and rounded by iOS itself.
const APPLE = { radius: 0, markScale: 0.9 };

write('icons/icon-192.png', draw(192, ROUNDED));
write('icons/icon-512.png', draw(512, ROUNDED));
write('icons/icon-maskable-512.png', draw(512, MASKABLE));
write('icons/apple-touch-icon-180.png', draw(180, APPLE));
write('favicon.svg', FAVICON);
write('robots.txt', ROBOTS);
write('media-default/background.svg', BACKGROUND);
