/**
 * How many mails one address may get from a project, counted over the outbox rows themselves:
 * the count is the same in every server process on one PostgreSQL and survives a restart, which
 * an in-memory limiter would not. The caller holds the registration's row lock (FOR UPDATE), so
 * two requests for one address count one after the other and never both take the last place.
 */
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox, type MailKind } from '../db/schemaMail.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The mails that carry the personal link on request (a repeated registration, a magic-link
 * login): at most this many an hour per address and project, so nobody floods someone's inbox
 * by typing their address. Beyond it the request is answered the same and no mail goes out.
 */
export const LINK_MAILS_PER_HOUR = 3;
export const LINK_MAIL_KINDS: MailKind[] = ['registered-again', 'login-link'];

/** Attendance-change mails of one registration an hour; the change itself is never refused. */
export const ATTENDANCE_MAILS_PER_HOUR = 5;

export interface MailQuota {
  kinds: MailKind[];
  perHour: number;
}

export const LINK_MAIL_QUOTA: MailQuota = { kinds: LINK_MAIL_KINDS, perHour: LINK_MAILS_PER_HOUR };
export const ATTENDANCE_MAIL_QUOTA: MailQuota = { kinds: ['attendance'], perHour: ATTENDANCE_MAILS_PER_HOUR };

/** Whether the address may get one more mail of the quota's kinds from the project now. */
export async function mailAllowed(
  db: Db,
  projectId: string,
  to: string,
  quota: MailQuota,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.projectId, projectId),
        eq(mailOutbox.to, to),
        inArray(mailOutbox.kind, quota.kinds),
        gt(mailOutbox.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return Number(row?.n ?? 0) < quota.perHour;
}
