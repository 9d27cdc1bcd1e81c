/**
 * Caption tokens (issue 48): besides the live-control token, a captioner may post with a token of
 * its own, one per broadcast, that the organiser makes, lists and revokes through the admin API
 * (adminCaptions.ts), as door tokens are made (checkin/doors.ts). It opens the captions POST and
 * GET of its own broadcast only, never the control API or another broadcast. Stored as its SHA-256
 * (a leaked database posts nothing); a revoked token answers 401 at once (no cache in between).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { CAPTION_TOKEN } from '../../../src/contract/captions.ts';
import type { Db } from '../../db/client.ts';
import { captionTokens } from '../../db/schema.ts';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

export interface CaptionTokenInfo {
  id: string;
  name: string;
  event: string;
  broadcast: string;
  createdAt: string;
  revokedAt: string | null;
}

/** A new token: answered once, here, and never again. */
export async function makeCaptionToken(
  db: Db,
  where: { projectId: string; eventId: string; broadcast: string },
  name: string,
  now: Date,
): Promise<CaptionTokenInfo & { token: string }> {
  const token = `cap_${randomBytes(24).toString('base64url')}`;
  const id = `captioner-${randomBytes(9).toString('base64url')}`;
  await db.insert(captionTokens).values({ id, ...where, name, tokenHash: hashOf(token), createdAt: now });
  const { eventId: event, broadcast } = where;
  return { id, name, event, broadcast, token, createdAt: now.toISOString(), revokedAt: null };
}

export async function listCaptionTokens(db: Db, projectId: string): Promise<CaptionTokenInfo[]> {
  const rows = await db
    .select()
    .from(captionTokens)
    .where(eq(captionTokens.projectId, projectId))
    .orderBy(asc(captionTokens.createdAt), asc(captionTokens.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    event: row.eventId,
    broadcast: row.broadcast,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** True when the token existed and was not revoked yet. */
export async function revokeCaptionToken(db: Db, projectId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(captionTokens)
    .set({ revokedAt: now })
    .where(and(eq(captionTokens.id, id), eq(captionTokens.projectId, projectId), isNull(captionTokens.revokedAt)))
    .returning({ id: captionTokens.id });
  return rows.length > 0;
}

/** Whether `token` is a caption token of `broadcast` that is not revoked. */
export async function captionTokenOpens(db: Db, broadcast: string, token: string): Promise<boolean> {
  if (!CAPTION_TOKEN.test(token)) return false;
  const [row] = await db
    .select({ id: captionTokens.id })
    .from(captionTokens)
    .where(
      and(
        eq(captionTokens.tokenHash, hashOf(token)),
        eq(captionTokens.broadcast, broadcast),
        isNull(captionTokens.revokedAt),
      ),
    );
  return row !== undefined;
}
