/**
 * GET /healthz for load balancers: 200 when the database answers within 2 s, else 503; 503 too
 * once the process is stopping (its requests still answered meanwhile, ops/gracefulStop.ts).
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';

const TIMEOUT_MS = 2000;

export async function healthAnswer(db: Db, c: Context, stopping = false) {
  c.header('Cache-Control', 'no-store');
  if (stopping) return c.json({ status: 'stopping' }, 503);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the database did not answer in time')), TIMEOUT_MS);
      }),
    ]);
    return c.json({ status: 'ok' });
  } catch (err) {
    return c.json({ status: 'unavailable', error: err instanceof Error ? err.message : String(err) }, 503);
  } finally {
    clearTimeout(timer);
  }
}
