/**
 * The mail outbox: every mail is stored (readable at /dev/mail with its delivery status). With SMTP
 * configured the background sender (sender.ts) delivers it; without, it stays in the outbox.
 */
import { desc, eq } from 'drizzle-orm';
import type { BaseDeps } from '../baseDeps.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox, type MailKind } from '../db/schemaMail.ts';
import { mailQueued } from './wake.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
  projectId?: string;
  registrationId?: string;
  /** Default 'confirmation'; the limits of mail/mailLimits.ts count by kind. */
  kind?: MailKind;
  /** An invite that replaces the registration's PUBLISH entry (mail/invite.ts: REQUEST or CANCEL). */
  calendar?: string;
}

/** Stores the mail (`deps.db` may be the caller's transaction); the sender sees it after the commit. */
export async function queueMail(deps: BaseDeps, mail: OutgoingMail): Promise<void> {
  await deps.db.insert(mailOutbox).values({ ...mail, createdAt: deps.now() });
  mailWritten(deps);
}

/**
 * Wakes this process's sender once the caller's write commits. queueMail calls it; so does a
 * statement that writes its mail row itself (the new registration's, services/newRegistration.ts),
 * so every mail is sent at once, not at the sender's next poll.
 */
export function mailWritten(deps: Pick<BaseDeps, 'afterCommit'>): void {
  deps.afterCommit(mailQueued);
}

export async function listMails(db: Db, to?: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(200);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    link: m.link,
    projectId: m.projectId,
    registrationId: m.registrationId,
    kind: m.kind,
    createdAt: m.createdAt.toISOString(),
    status: m.status,
    attempts: m.attempts,
    sentAt: m.sentAt?.toISOString() ?? null,
    nextAttemptAt: m.nextAttemptAt?.toISOString() ?? null,
    lastError: m.lastError,
  }));
}
