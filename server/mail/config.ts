/**
 * SMTP settings from the environment. `SMTP_URL` (smtp://user:pass@host:587, STARTTLS when the
 * relay offers it; smtps://... for TLS from the start) or SMTP_HOST with SMTP_PORT, SMTP_USER,
 * SMTP_PASS, SMTP_SECURE. Neither: no delivery, mails stay in the outbox (/dev/mail).
 */
import type { SMTPTransportOptions } from 'nodemailer/lib/smtp-transport';
import { DEFAULT_FROM } from '../config.ts';

export interface MailSettings {
  /** A nodemailer connection URL or options; always pooled by the sender. */
  smtp: string | SMTPTransportOptions;
  /** The From header, e.g. `"Eventhall" <events@example.com>`. */
  from: string;
  /** Shown in logs without the password. */
  describe: string;
}

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings | undefined {
  const from = env.MAIL_FROM?.trim() || DEFAULT_FROM;
  if (env.SMTP_URL) {
    let url: URL;
    try {
      url = new URL(env.SMTP_URL);
    } catch {
      throw new Error('SMTP_URL is not a URL (smtp://user:pass@host:587 or smtps://...)');
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
    return { smtp: env.SMTP_URL, from, describe: `${url.protocol}//${url.host}` };
  }
  if (env.SMTP_HOST) {
    const secure = env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true';
    const port = Number(env.SMTP_PORT) || (secure ? 465 : 587);
    const auth = env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined;
    return {
      smtp: { host: env.SMTP_HOST, port, secure, auth },
      from,
      describe: `${secure ? 'smtps' : 'smtp'}://${env.SMTP_HOST}:${port}`,
    };
  }
  return undefined;
}
