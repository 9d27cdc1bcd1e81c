/** main.ts: starts the sender when SMTP is configured, else says where the mails are. */
import type { Db } from '../db/client.ts';
import { mailSettingsFromEnv } from './config.ts';
import { startMailSender, type MailSender, type SenderOptions } from './sender.ts';

/** `ticketQr`: the ticket's QR code for mails that link a ticket (issue 49; main.ts gives checkin/mailQr.ts). */
export function startMailFromEnv(
  db: Db,
  env: NodeJS.ProcessEnv,
  production = false,
  ticketQr?: SenderOptions['ticketQr'],
): MailSender | undefined {
  const settings = mailSettingsFromEnv(env);
  if (!settings) {
    console.log(
      production
        ? 'Mail: no SMTP_URL, mails stay undelivered in the outbox'
        : 'Mail: no SMTP_URL, mails stay in the outbox (/dev/mail)',
    );
    return undefined;
  }
  console.log(`Mail: delivering over ${settings.describe} as ${settings.from}`);
  return startMailSender({ db, settings, ticketQr });
}
