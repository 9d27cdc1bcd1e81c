/**
 * Work a route starts and does not wait for (issue 43: a magic-link lookup and its mail, so the
 * answer takes as long for a registered address as for an unknown one). Failures are logged by
 * kind only (they may concern a visitor's address); `backgroundSettled` waits for what is running
 * (a graceful stop, and tests that look at the outcome).
 */
import { errorSummary } from './logSafe.ts';

const running = new Set<Promise<void>>();

export function runInBackground(
  what: string,
  task: () => Promise<unknown>,
  log: (line: string) => void = (line) => console.warn(line),
): void {
  const run: Promise<void> = Promise.resolve()
    .then(task)
    .then(
      () => {},
      (err: unknown) => log(`${what}: ${errorSummary(err)}`),
    )
    .finally(() => {
      running.delete(run);
    });
  running.add(run);
}

export async function backgroundSettled(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
