// @vitest-environment node
/** The demo's captioner (server/live/captions/demoFeed.ts): lines in step with the broadcast clock. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CaptionsMessageSchema } from '../../src/contract/captions.ts';
import { configFromEnv, testConfig } from '../../server/config.ts';
import { demoLinesAt, LINE_MS } from '../../server/live/captions/demoFeed.ts';
import { SUMMIT_LINES } from '../../server/live/captions/demoScript.ts';
import { makeTestApp } from './helpers.ts';
import { sseReader } from './liveSse.ts';

describe('the demo captioner', () => {
  it('posts the line of the clock, half-typed in its first half, then final, round and round', () => {
    const first = demoLinesAt(1000);
    expect(first).toMatchObject({ seq: 0, final: false });
    expect(first.lines.map((l) => l.lang)).toEqual(['en', 'nl']);
    expect(SUMMIT_LINES[0]![0].startsWith(first.lines[0]!.text)).toBe(true);
    expect(first.lines[0]!.text.length).toBeLessThan(SUMMIT_LINES[0]![0].length);
    expect(demoLinesAt(LINE_MS - 1)).toMatchObject({ seq: 0, final: true });
    expect(demoLinesAt(LINE_MS - 1).lines[1]!.text).toBe(SUMMIT_LINES[0]![1]);
    const round = demoLinesAt(SUMMIT_LINES.length * LINE_MS + LINE_MS - 1);
    expect(round.seq).toBe(SUMMIT_LINES.length);
    expect(round.lines[0]!.text).toBe(SUMMIT_LINES[0]![0]);
  });

  it('runs in the demo only: not in production, not with DEMO_CAPTIONS=0 or DEMO_SEED=0, never in tests', () => {
    expect(configFromEnv({}).demoCaptions).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'production', DEMO_CAPTIONS: '1' }).demoCaptions).toBe(false);
    expect(configFromEnv({ DEMO_CAPTIONS: '0' }).demoCaptions).toBe(false);
    expect(configFromEnv({ DEMO_SEED: '0' }).demoCaptions).toBe(false);
    expect(testConfig().demoCaptions).toBe(false);
  });
});

describe('the demo captioner on a running app', () => {
  it("captions hybrid-summit's open pages in English and Dutch at the broadcast clock's line", async () => {
    const t = await makeTestApp({ demoCaptions: true, live: { controlToken: 'demo-captions', heartbeatMs: 60_000 } });
    try {
      const res = await t.app.request('http://localhost/live-director/stream/hybrid-health-summit-2026');
      const reader = sseReader(res.body!);
      await reader.nextState();
      const heard = new Set<string>();
      while (heard.size < 2) {
        const e = await reader.next(5000);
        if (e.event !== 'captions') continue;
        for (const line of v.parse(CaptionsMessageSchema, JSON.parse(e.data!)).lines)
          heard.add(`${line.lang}:${line.seq}`);
      }
      // The test clock stands 15 minutes into the broadcast: line 225 of the clock.
      expect([...heard].sort()).toEqual(['en:225', 'nl:225']);
      await reader.close();
    } finally {
      await t.close();
    }
  }, 60_000);
});
