/**
 * A background round (the mail sender's, the reminder runner's): run at once on start and on
 * `wake`, else every `pollMs`; never two rounds at once (a wake during a round runs the next
 * right after it). A failed round is logged and the loop goes on. `stop` ends the loop and hands
 * back the round in progress, for the caller to wait on as long as it likes.
 */
export interface PollingLoop {
  wake(): void;
  readonly stopped: boolean;
  /** Ends the loop; resolves to the round in progress (or undefined). */
  stop(): Promise<unknown> | undefined;
}

export function pollingLoop(
  round: () => Promise<unknown>,
  pollMs: number,
  onError: (err: unknown) => void,
): PollingLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref?.();
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = round()
      .catch(onError)
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : pollMs);
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    get stopped() {
      return stopped;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      return running;
    },
  };
}
