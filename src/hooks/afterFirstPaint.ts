/**
 * Work the first screen does not need (a page-view record, the visitor's country for the phone
 * field): on a first visit boot holds it back until that screen is painted, so its requests do
 * not compete with the ones the paint waits for. Elsewhere (later screens, tests) it runs at once.
 */
import { inOwnTask } from './inOwnTask';

let gate: Promise<void> | undefined;
let release: (() => void) | undefined;

/** Boot: hold deferred work until `firstPaintDone`. */
export function holdUntilFirstPaint(): void {
  gate = new Promise((resolve) => {
    release = resolve;
  });
}

export function firstPaintDone(): void {
  release?.();
}

/**
 * Runs `task` now, or once the first paint is done, each held task in a task of its own (released
 * together they made one long task); the returned function cancels it.
 */
export function afterFirstPaint(task: () => void): () => void {
  if (!gate) {
    task();
    return () => {};
  }
  let cancel = () => {};
  let cancelled = false;
  void gate.then(() => {
    if (!cancelled) cancel = inOwnTask(task);
  });
  return () => {
    cancelled = true;
    cancel();
  };
}
