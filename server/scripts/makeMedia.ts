/**
 * Writes the demo media into server/static/media (committed; run again after changing speakers,
 * sponsors or handouts): `node --import tsx server/scripts/makeMedia.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MEDIA_DIR } from '../http/serverPaths.ts';
import { SPEAKERS, initials } from '../seed/speakers.ts';
import { SPONSORS } from '../seed/sponsors.ts';
import { LOGOS, BACKGROUNDS, SLIDES } from '../seed/mediaCatalog.ts';
import { HANDOUT_PDFS } from '../seed/handouts.ts';
import { avatarSvg, backgroundSvg, logoSvg, slideSvg } from './svg.ts';
import { textPdf } from './pdf.ts';

function write(path: string, content: string | Buffer) {
  const file = join(MEDIA_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

for (const s of Object.values(SPEAKERS)) write(`speakers/${s.slug}.svg`, avatarSvg(initials(s.name), s.color));
for (const s of Object.values(SPONSORS)) write(`sponsors/${s.id}.svg`, logoSvg(s.logoText, s.color, s.logoText[0]));
for (const l of LOGOS) write(`logos/${l.file}`, logoSvg(l.name, l.color, l.mark));
for (const b of BACKGROUNDS) write(`backgrounds/${b.file}`, backgroundSvg(b.from, b.to, b.accent));
for (const s of SLIDES) write(`slides/${s.file}`, slideSvg(s.title, s.subtitle, s.from, s.to));
for (const h of HANDOUT_PDFS) write(h.path, textPdf(h.title, h.lines));
console.log(`media written to ${MEDIA_DIR}`);
