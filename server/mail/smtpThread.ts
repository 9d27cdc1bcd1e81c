/**
 * The sender's SMTP connection pool in a worker thread (smtpWorker.ts), so building and writing
 * messages does not hold up the requests on the main thread. `send` answers like nodemailer's
 * sendMail (an error carries code, responseCode and response); a worker that dies fails the sends
 * it held (the outbox retries them) and the next send starts a new one.
 */
import { Worker } from 'node:worker_threads';
import type { SendMailOptions } from 'nodemailer';
import type { FromSmtpThread, ToSmtpThread } from './smtpWorker.ts';

export interface SmtpThread {
  send(mail: SendMailOptions): Promise<void>;
  /** Closes the pool's connections and ends the worker. */
  close(): Promise<void>;
}

type Pending = { resolve: () => void; reject: (err: Error) => void };

/** Node before 22.18 strips types only when asked (tsx, when loaded, is inherited as well). */
const execArgv = (process.features as { typescript?: unknown }).typescript
  ? undefined
  : [...process.execArgv, '--experimental-strip-types', '--no-warnings=ExperimentalWarning'];

export function startSmtpThread(transportOptions: unknown): SmtpThread {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(err: Error) {
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const created = new Worker(new URL('./smtpWorker.ts', import.meta.url), { workerData: transportOptions, execArgv });
    created.on('message', (message: FromSmtpThread) => {
      if ('closed' in message) return;
      const entry = pending.get(message.id);
      if (!entry) return;
      pending.delete(message.id);
      if (!message.error) {
        entry.resolve();
        return;
      }
      entry.reject(Object.assign(new Error(message.error.message), message.error));
    });
    created.on('error', (err) => failAll(err));
    created.on('exit', () => {
      if (worker === created) worker = undefined;
      failAll(new Error('SMTP worker stopped'));
    });
    // The outbox loop keeps the process going while mails are out; the worker alone should not.
    created.unref();
    worker = created;
    return created;
  }

  return {
    send(mail) {
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        started().postMessage({ id, mail } satisfies ToSmtpThread);
      });
    },
    async close() {
      const running = worker;
      if (!running) return;
      worker = undefined;
      const closed = new Promise<void>((resolve) =>
        running.on('message', (message: FromSmtpThread) => {
          if ('closed' in message) resolve();
        }),
      );
      running.postMessage({ close: true } satisfies ToSmtpThread);
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
      await running.terminate();
    },
  };
}
