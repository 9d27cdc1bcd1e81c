import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.addInitScript(() => {
  window.__log = [];
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    const h = document.querySelector('#root h1');
    window.__log.push('DCL h1 top ' + h?.getBoundingClientRect().top);
    new MutationObserver((recs) => {
      for (const r of recs) {
        for (const n of r.addedNodes) if (n.nodeType === 1) window.__log.push(`${Math.round(performance.now())} + ${r.target.className} <- ${n.outerHTML.slice(0, 200)}`);
        for (const n of r.removedNodes) if (n.nodeType === 1) window.__log.push(`${Math.round(performance.now())} - ${r.target.className} <- ${n.outerHTML.slice(0, 200)}`);
      }
      window.__log.push('   h1 top ' + document.querySelector('#root h1')?.getBoundingClientRect().top);
    }).observe(root, { subtree: true, childList: true });
  });
});
await page.goto('http://127.0.0.1:8490' + (process.argv[2] ?? '/hybrid-summit/demoRegistrationOnline01'));
await page.waitForTimeout(2000);
console.log((await page.evaluate(() => window.__log)).join('\n'));
await browser.close();
