/**
 * The word clouds' reads and the director's open and close (issue 50; schemaWordCloud.ts). Opening
 * a cloud is part of the control change that bumps the state's version (controlState.ts
 * applyPatch), so every page gets the question in the same push as the state.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CloudCounts, WordCloudDefinition } from '../../../src/contract/reactions.ts';
import { CLOUD_TOP } from '../../../src/domain/wordCloud.ts';
import type { Db } from '../../db/client.ts';
import { liveCloudCounts, liveControls, liveWordClouds } from '../../db/schema.ts';

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

/**
 * The open cloud of a broadcast with its counts: the top words, the other words counted, all words
 * sent. Kept counts (schemaWordCloud.ts): one row and the top of an index, whatever was sent.
 */
export async function cloudCounts(db: Db, broadcast: string): Promise<CloudCounts | null> {
  const [cloud] = await db
    .select({
      id: liveWordClouds.id,
      question: liveWordClouds.question,
      total: liveWordClouds.wordsTotal,
      distinct: liveWordClouds.wordsDistinct,
    })
    .from(liveControls)
    .innerJoin(
      liveWordClouds,
      and(eq(liveWordClouds.broadcast, liveControls.broadcast), eq(liveWordClouds.id, liveControls.activeCloud)),
    )
    .where(eq(liveControls.broadcast, broadcast));
  if (!cloud) return null;
  const top = await db
    .select({ word: liveCloudCounts.word, count: liveCloudCounts.count })
    .from(liveCloudCounts)
    .where(and(eq(liveCloudCounts.broadcast, broadcast), eq(liveCloudCounts.cloudId, cloud.id)))
    .orderBy(desc(liveCloudCounts.count), liveCloudCounts.word)
    .limit(CLOUD_TOP);
  return {
    id: cloud.id,
    question: cloud.question,
    open: true,
    words: top,
    others: Math.max(0, cloud.distinct - top.length),
    total: cloud.total,
  };
}
