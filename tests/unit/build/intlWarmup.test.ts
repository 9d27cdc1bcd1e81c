/**
 * The head's Intl warm-up (scripts/build/intlWarmup.ts): a worker started in the parser's task,
 * before the first paint, asked in the page's Intl tag, whose answer (the visitor's zone) the app reads.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARMUP } from '../../../scripts/build/intlWarmup';

type Zone = Promise<string> | undefined;
const visitorZone = () => (window as unknown as { __visitorZone: Zone }).__visitorZone;

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  asked: unknown;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(tag: unknown) {
    this.asked = tag;
  }
}

describe('the head starts a worker that warms Intl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
    document.documentElement.lang = '';
  });

  it("starts at once, asks in the page's tag and hands on the zone it answers", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    document.documentElement.lang = 'de';
    new Function(INTL_WARMUP)();
    const [worker] = FakeWorker.made;
    expect(worker?.url).toMatch(/^data:text\/javascript,/);
    expect(decodeURIComponent(worker!.url)).toContain('Intl.DisplayNames');
    expect(worker?.asked).toBe('de-DE');
    worker?.onmessage?.({ data: 'America/New_York' });
    await expect(visitorZone()).resolves.toBe('America/New_York');
  });

  it('answers nothing when no worker can start, so the app asks Intl itself', async () => {
    vi.stubGlobal('Worker', () => {
      throw new Error('no workers here');
    });
    new Function(INTL_WARMUP)();
    await expect(visitorZone()).resolves.toBe('');
  });
});
