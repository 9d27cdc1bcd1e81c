/**
 * Work an effect starts that nothing on screen waits for (a request, a storage call) runs in a task
 * of its own. React runs the effects of one commit in one task; a hydrated page's dozens of
 * effects made one long task of them on a phone (issue 47, total blocking time), where separate
 * tasks let the browser paint and take input between them.
 */
interface TaskScheduler {
  postTask(task: () => void): Promise<unknown>;
}

/** Runs `task` in a later task of its own; the returned function cancels it. */
export function inOwnTask(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  // The Scheduler API where there is one (a task at the page's own priority), else a timer.
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') void scheduler.postTask(run);
  else setTimeout(run);
  return () => {
    cancelled = true;
  };
}

/** Resolves in a later task: what follows runs after the browser had its turn (paint, input). */
export const nextTask = (): Promise<void> => new Promise((resolve) => inOwnTask(resolve));
