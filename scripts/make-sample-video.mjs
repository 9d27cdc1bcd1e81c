/**
 * Regenerates the self-served sample video of the dynamic demo's video block
 * (server/static/media/videos/atlas-teaser.webm): an 8-second 640x360 VP8 clip drawn on a canvas and
 * recorded by Chromium's MediaRecorder, so no video tool and no third-party file is needed.
 *   node scripts/make-sample-video.mjs
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const OUT = fileURLToPath(new URL('../server/static/media/videos/atlas-teaser.webm', import.meta.url));

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'] });
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 360 });
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const scenes = [
    ['Atlas 3', 'One platform for every building you manage'],
    ['Live energy view', 'Every meter, every room, in real time'],
    ['Automations', 'Rules your facility team can read'],
    ['Open integrations', 'BACnet, Modbus and a public API'],
  ];
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => { recorder.onstop = resolve; });
  const start = performance.now();
  recorder.start();
  await new Promise((resolve) => {
    const draw = () => {
      const t = (performance.now() - start) / 1000;
      if (t >= 8) { resolve(); return; }
      const gradient = ctx.createLinearGradient(0, 0, 640, 360);
      gradient.addColorStop(0, '#1e1b4b');
      gradient.addColorStop(1, '#6d28d9');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 640, 360);
      for (let i = 0; i < 12; i++) {
        const h = 40 + 60 * Math.abs(Math.sin(t * 1.5 + i * 0.7));
        ctx.fillStyle = `rgba(192, 132, 252, ${0.35 + 0.05 * (i % 4)})`;
        ctx.fillRect(60 + i * 44, 320 - h, 28, h);
      }
      const [title, subtitle] = scenes[Math.min(3, Math.floor(t / 2))];
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 44px sans-serif';
      ctx.fillText(title, 60, 110);
      ctx.font = '22px sans-serif';
      ctx.fillText(subtitle, 60, 150);
      requestAnimationFrame(draw);
    };
    draw();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
});
writeFileSync(OUT, Buffer.from(base64, 'base64'));
console.log(`wrote ${OUT} (${Math.round(base64.length * 0.75 / 1024)} KiB)`);
await browser.close();
