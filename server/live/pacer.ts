/**
 * One pacer per kind of push (issue 46): changes are only noted as they come, which costs nothing
 * however many arrive, and the push runs once at the moment `nextAt` names. A change noted while a
 * push is due moves that moment on (`nextAt` sees it) or is covered by the push itself.
 *
 * A vote's counts pass this one pacer (the hub's, per broadcast); between processes on PostgreSQL the
 * change feed coalesces its NOTIFYs as well, which rations the signal, not the push.
 */
export interface Pacer {
  /** Something changed: push at the next moment `nextAt` allows. */
  changed(): void;
  /** No more pushes (the hub is gone). */
  stop(): void;
}

/** `nextAt(lastRunAt, lastChangeAt)`: when to run next, in the clock's milliseconds. */
export function createPacer(
  nextAt: (lastRunAt: number, lastChangeAt: number) => number,
  run: () => void,
  clock: () => number = Date.now,
): Pacer {
  let lastRunAt = 0;
  let lastChangeAt = 0;
  let timer: NodeJS.Timeout | undefined;

  function arm() {
    timer = setTimeout(
      () => {
        timer = undefined;
        // More changes meanwhile moved the moment on: wait for it.
        if (clock() < nextAt(lastRunAt, lastChangeAt)) return arm();
        lastRunAt = clock();
        run();
      },
      Math.max(0, nextAt(lastRunAt, lastChangeAt) - clock()),
    );
    timer.unref();
  }

  return {
    changed() {
      lastChangeAt = clock();
      if (!timer) arm();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
