/**
 * The word clouds' reads and the director's open and close (issue 50; schemaWordCloud.ts). Opening
 * a cloud is part of the control change that bumps the state's version (controlState.ts
 * applyPatch), so every page gets the question in the same push as the state.
 */
import { randomBytes } from 'node:crypto';
import { and, count, countDistinct, desc, eq, isNull } from 'drizzle-orm';
import type { CloudCounts, WordCloudDefinition } from '../../../src/contract/reactions.ts';
import { CLOUD_TOP } from '../../../src/domain/wordCloud.ts';
import type { Db } from '../../db/client.ts';
import { liveCloudWords, liveControls, liveWordClouds } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * In the control change's transaction: closes the open cloud, and with a question opens a new one.
 * Answers the id now open (null: none).
 */
export async function openOrCloseCloud(
  tx: Tx,
  broadcast: string,
  open: string | null | undefined,
  wordCloud: { question: string } | null,
  now: Date,
): Promise<string | null> {
  if (open)
    await tx
      .update(liveWordClouds)
      .set({ closedAt: now })
      .where(
        and(eq(liveWordClouds.broadcast, broadcast), eq(liveWordClouds.id, open), isNull(liveWordClouds.closedAt)),
      );
  if (!wordCloud) return null;
  // Time first, so ids sort by when they opened; the random part keeps two in the same millisecond apart.
  const id = `cloud-${now.getTime().toString(36)}-${randomBytes(3).toString('hex')}`;
  await tx.insert(liveWordClouds).values({ broadcast, id, question: wordCloud.question, startedAt: now });
  return id;
}

/** The open cloud's question, or null. */
export async function openCloud(db: Db, broadcast: string, id: string | null | undefined) {
  if (!id) return null;
  const [row] = await db
    .select({ id: liveWordClouds.id, question: liveWordClouds.question })
    .from(liveWordClouds)
    .where(and(eq(liveWordClouds.broadcast, broadcast), eq(liveWordClouds.id, id)));
  return (row as WordCloudDefinition | undefined) ?? null;
}

/** The open cloud of a broadcast with its counts: the top words, the other words counted, all words sent. */
export async function cloudCounts(db: Db, broadcast: string): Promise<CloudCounts | null> {
  const [control] = await db
    .select({ id: liveControls.activeCloud })
    .from(liveControls)
    .where(eq(liveControls.broadcast, broadcast));
  const cloud = await openCloud(db, broadcast, control?.id);
  if (!cloud) return null;
  const ofCloud = and(eq(liveCloudWords.broadcast, broadcast), eq(liveCloudWords.cloudId, cloud.id));
  const n = count();
  const [top, [sums]] = await Promise.all([
    db
      .select({ word: liveCloudWords.word, count: n })
      .from(liveCloudWords)
      .where(ofCloud)
      .groupBy(liveCloudWords.word)
      .orderBy(desc(n), liveCloudWords.word)
      .limit(CLOUD_TOP),
    db
      .select({ total: count(), distinct: countDistinct(liveCloudWords.word) })
      .from(liveCloudWords)
      .where(ofCloud),
  ]);
  return {
    id: cloud.id,
    question: cloud.question,
    open: true,
    words: top.map((row) => ({ word: row.word, count: Number(row.count) })),
    others: Math.max(0, Number(sums?.distinct ?? 0) - top.length),
    total: Number(sums?.total ?? 0),
  };
}
