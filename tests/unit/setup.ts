import '@testing-library/jest-dom/vitest';
import { beforeAll, vi } from 'vitest';

// Unit files share a worker (tests/testConfig.ts, isolate: false): each starts as a fresh page would,
// with the real globals and timers, empty storage and an empty document, whatever the file before
// it left.
beforeAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
