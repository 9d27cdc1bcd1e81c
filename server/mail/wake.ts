/** In-process signal from queueMail to the senders of this process: a mail is waiting, look now. */
const listeners = new Set<() => void>();

export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function mailQueued(): void {
  for (const listener of listeners) listener();
}
