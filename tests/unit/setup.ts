import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';

// Unit files share a worker (vite.config.ts, isolate: false): each starts as a fresh page would,
// with empty storage and an empty document, whatever the file before it left.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
