/**
 * Work the first screen does not need (a page-view record, the visitor's country for the phone
 * field): on a first visit boot holds it back until that screen is painted, so its requests do
 * not compete with the ones the paint waits for. Elsewhere (later screens, tests) it runs at once.
 */
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

/** Runs `task` now, or once the first paint is done; the returned function cancels it. */
export function afterFirstPaint(task: () => void): () => void {
  if (!gate) {
    task();
    return () => {};
  }
  let cancelled = false;
  void gate.then(() => {
    if (!cancelled) task();
  });
  return () => {
    cancelled = true;
  };
}
