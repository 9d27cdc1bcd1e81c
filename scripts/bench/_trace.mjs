import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36' });
const p = await ctx.newPage();
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'v8.execute'] });
await p.goto(process.argv[2], { waitUntil: 'load' });
await p.waitForTimeout(1000);
const buf = await b.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const nav = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody') ;
const t0 = traceEvents.filter((e) => e.name === 'navigationStart').map((e) => e.ts).sort().pop();
const main = traceEvents.filter((e) => e.ph === 'X' && e.dur > 3000 && e.ts >= t0 && e.ts - t0 < 400000 && ['RunTask','ParseHTML','EvaluateScript','v8.compileModule','v8.evaluateModule','Layout','UpdateLayoutTree','Paint','FunctionCall','ParseAuthorStyleSheet','PrePaint','Commit','V8.CompileCode','CompileScript', 'TimerFire','v8.run'].includes(e.name));
for (const e of main.sort((a,b)=>a.ts-b.ts)) console.log(Math.round((e.ts - t0)/1000), Math.round(e.dur/1000), e.name, JSON.stringify(e.args?.data?.url ?? e.args?.data?.frame ?? '').slice(0,80));
for (const e of traceEvents.filter((e) => /paint|Paint|ResourceFinish|ResourceSendRequest/.test(e.name) && e.ts>=t0 && e.ts-t0<300000 && e.name!=='PrePaint')) console.log('MARK', e.name, Math.round((e.ts - t0)/1000), (e.args?.data?.url??'').slice(-40));
for (const e of traceEvents.filter((e) => e.name === 'ResourceFinish' && e.ts>=t0)) {}
await b.close();
