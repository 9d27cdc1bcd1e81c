/**
 * The SMTP side of the mail sender, in a worker thread (smtpThread.ts starts it): nodemailer's
 * message building and socket writes cost about half a core while thousands of mails go out
 * (10,000 reminders at once), and on the main thread that time was taken from registrations.
 * Only erasable TypeScript here: the worker runs under Node's own type stripping.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createTransport, type SendMailOptions } from 'nodemailer';

export type ToSmtpThread = { id: number; mail: SendMailOptions } | { close: true };
export type FromSmtpThread =
  | { id: number; error?: { message: string; code?: string; responseCode?: number; response?: string } }
  | { closed: true };

const transport = createTransport(workerData);
const port = parentPort!;

port.on('message', (message: ToSmtpThread) => {
  if ('close' in message) {
    transport.close();
    port.postMessage({ closed: true } satisfies FromSmtpThread);
    return;
  }
  transport.sendMail(message.mail).then(
    () => port.postMessage({ id: message.id } satisfies FromSmtpThread),
    (err: Error & { code?: string; responseCode?: number; response?: string }) =>
      port.postMessage({
        id: message.id,
        error: {
          message: String(err?.message ?? err),
          code: err?.code,
          responseCode: err?.responseCode,
          response: err?.response,
        },
      } satisfies FromSmtpThread),
  );
});
