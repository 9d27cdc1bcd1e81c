import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.addInitScript(() => {
  window.__log = [];
  let last = null;
  const tick = () => {
    const h = document.querySelector('#root h1');
    const els = [...document.querySelectorAll('#root header, #root main > *:first-child, #root .live-title, #root h1')];
    const sig = els.map((e) => `${e.tagName}.${e.className}:${Math.round(e.getBoundingClientRect().top)}/${Math.round(e.getBoundingClientRect().height)}`).join(' | ');
    if (sig !== last) { window.__log.push(`${Math.round(performance.now())} ${sig} sheets=${document.styleSheets.length}`); last = sig; }
    if (performance.now() < 4000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
page.on('request', (r) => { if (/\.css/.test(r.url())) console.log('css', r.url()); });
await page.goto('http://127.0.0.1:8490' + (process.argv[2] ?? '/hybrid-summit/demoRegistrationOnline01'));
await page.waitForTimeout(3000);
console.log((await page.evaluate(() => window.__log)).join('\n'));
await browser.close();
