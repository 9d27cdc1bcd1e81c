/**
 * The inline loader that puts a page's scripts in after its first contentful paint
 * (scripts/build/scriptsAfterPaint.ts), run against a fake paint observer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, LOADER, NO_PAINT_MS } from '../../../scripts/build/scriptsAfterPaint';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

let observed: PaintCallback[] = [];
class FakeObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private callback: PaintCallback) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {}
}

const inserted = () => document.head.querySelectorAll('script[data-loaded]').length;
const paint = () => {
  for (const callback of observed) callback({ getEntriesByName: () => [{}] }, { disconnect() {} });
};

function runLoader(visibility: DocumentVisibilityState, scripts = 1) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const tags = '<script data-loaded></script>'.repeat(scripts);
  document.head.innerHTML = `<template ${AFTER_PAINT_ATTRIBUTE}>${tags}</template>`;
  document.body.innerHTML = '<div id="root"><main>Rendered</main></div>';
  new Function(LOADER)();
}

describe('scripts after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    observed = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, however late it comes', () => {
    runLoader('visible');
    vi.advanceTimersByTime(NO_PAINT_MS - 100);
    expect(inserted()).toBe(0);
    paint();
    vi.advanceTimersByTime(1);
    expect(inserted()).toBe(1);
  });

  it('loads them anyway when a shown page never reports its paint', () => {
    runLoader('visible');
    vi.advanceTimersByTime(NO_PAINT_MS);
    expect(inserted()).toBe(1);
    paint();
    vi.advanceTimersByTime(1);
    expect(inserted()).toBe(1);
  });

  it('puts each in a task of its own once painted', () => {
    runLoader('visible', 3);
    paint();
    vi.advanceTimersToNextTimer();
    expect(inserted()).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(inserted()).toBe(2);
    vi.advanceTimersToNextTimer();
    expect(inserted()).toBe(3);
  });

  it("then opens the page's storage in a task of its own", () => {
    const opened = vi.spyOn(window, 'localStorage', 'get');
    runLoader('visible', 1);
    paint();
    vi.advanceTimersToNextTimer();
    expect(inserted()).toBe(1);
    expect(opened).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(opened).toHaveBeenCalled();
  });

  it('loads them at once in a page opened in the background', () => {
    runLoader('hidden', 3);
    expect(inserted()).toBe(3);
  });
});
