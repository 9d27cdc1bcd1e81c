/**
 * Regenerates the self-served sample recording of the dynamic demo's video block
 * (server/static/media/ondemand/od-atlas-teaser.webm and .mp4, played by the reference on-demand
 * player like the other recordings there): an 8-second 640x360 clip drawn on a canvas and
 * recorded by Chromium's MediaRecorder, so neither ffmpeg nor a third-party file is needed.
 *   node scripts/make-sample-video.mjs
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const OUT = (extension) =>
  fileURLToPath(new URL(`../server/static/media/ondemand/od-atlas-teaser.${extension}`, import.meta.url));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
for (const [extension, mimeType] of [
  ['webm', 'video/webm;codecs=vp8'],
  ['mp4', 'video/mp4;codecs=avc1'],
]) {
  const base64 = await page.evaluate(async (mimeType) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 360 });
    document.body.append(canvas);
    const ctx = canvas.getContext('2d');
    const scenes = [
      ['Atlas 3', 'One platform for every building you manage'],
      ['Live energy view', 'Every meter, every room, in real time'],
      ['Automations', 'Rules your facility team can read'],
      ['Open integrations', 'BACnet, Modbus and a public API'],
    ];
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType, videoBitsPerSecond: 250_000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const start = performance.now();
    recorder.start();
    await new Promise((resolve) => {
      const draw = () => {
        const t = (performance.now() - start) / 1000;
        if (t >= 8) {
          resolve();
          return;
        }
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
    const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, mimeType);
  writeFileSync(OUT(extension), Buffer.from(base64, 'base64'));
  console.log(`wrote ${OUT(extension)} (${Math.round((base64.length * 0.75) / 1024)} KiB)`);
}
await browser.close();
