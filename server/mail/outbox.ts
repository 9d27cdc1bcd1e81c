/** The mail outbox: every mail is stored (readable at /dev/mail); SMTP delivery is a hook. */
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
  projectId?: string;
  registrationId?: string;
}

let smtpWarned = false;

export async function queueMail(deps: AppDeps, mail: OutgoingMail): Promise<void> {
  await deps.db.insert(mailOutbox).values({ ...mail, createdAt: deps.now() });
  if (deps.config.smtpUrl) deliverOverSmtp(deps.config.smtpUrl, mail);
}

/**
 * TODO(smtp): deliver `mail` to the server in SMTP_URL (smtp://user:pass@host:port) and set
 * mail_outbox.sent_at. Not built yet: no mail package may be added and a hand-written client
 * needs STARTTLS to be useful. Until then mails stay in the outbox only.
 */
function deliverOverSmtp(_smtpUrl: string, _mail: OutgoingMail): void {
  if (smtpWarned) return;
  smtpWarned = true;
  console.warn('SMTP_URL is set, but SMTP delivery is not implemented yet: mails stay in the outbox (/dev/mail).');
}

export async function listMails(db: Db, to?: string) {
  const rows = await db.select().from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(200);
  return rows.map((m) => ({
    id: m.id, to: m.to, subject: m.subject, text: m.text, link: m.link,
    projectId: m.projectId, registrationId: m.registrationId, createdAt: m.createdAt.toISOString(),
  }));
}
