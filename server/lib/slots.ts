/**
 * At most `size` tasks at a time; the others wait for a slot in order. The mail sender hands the
 * SMTP thread a few mails at a time, so the rest of a claimed batch is still unsent, and can be
 * handed back, when the process stops.
 */
export interface Slots {
  /** Waits for a free slot; call the answered function to free it. */
  take(): Promise<() => void>;
}

export function slots(size: number): Slots {
  let free = size;
  const waiting: (() => void)[] = [];
  const give = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    async take() {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let given = false;
      return () => {
        if (!given) {
          given = true;
          give();
        }
      };
    },
  };
}
