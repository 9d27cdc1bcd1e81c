/**
 * Writes sent the way the page sends them during the rehearsal's restarts: each with its own
 * Idempotency-Key, sent again with the same key after a connection error or a 5xx (the page's
 * outbox), until the server acknowledges it. Answers what was acknowledged, to be found in the
 * database exactly once.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export interface Acknowledged {
  /** E-mail addresses of acknowledged registrations, with their registration id. */
  registrations: Map<string, string>;
  /** Voters (registration ids) whose vote was acknowledged. */
  voters: Set<string>;
  /** Sends that needed another try. */
  retries: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** POST until a 2xx (a 4xx is a refusal: thrown), with one key for every try. */
async function sendOnce(
  api: APIRequestContext,
  path: string,
  data: unknown,
  counts: Acknowledged,
  deadline: number,
): Promise<unknown> {
  const key = randomUUID();
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) counts.retries += 1;
    try {
      const response = await api.post(path, { data, headers: { 'Idempotency-Key': key }, timeout: 15_000 });
      if (response.ok()) return response.json();
      if (response.status() < 500) throw new Error(`${path} refused: ${response.status()} ${await response.text()}`);
    } catch (error) {
      if ((error as Error).message.includes('refused:')) throw error;
    }
    if (Date.now() > deadline) throw new Error(`${path}: no answer before the deadline`);
    await sleep(Math.min(2000, 100 * 2 ** attempt));
  }
}

/**
 * Registers a new visitor and casts their vote, `perSecond` pairs a second, until `until()`
 * says stop; every write is retried until acknowledged or 60 s passed.
 */
export async function writeWhile(
  api: APIRequestContext,
  event: string,
  poll: string,
  perSecond: number,
  until: () => boolean,
): Promise<Acknowledged> {
  const counts: Acknowledged = { registrations: new Map(), voters: new Set(), retries: 0 };
  const pending: Promise<void>[] = [];
  for (let n = 0; !until(); n++) {
    const email = `rehearsal.${Date.now().toString(36)}.${n}@example.org`;
    const deadline = Date.now() + 60_000;
    pending.push(
      (async () => {
        const answer = (await sendOnce(
          api,
          '/api/registrations',
          {
            event_id: event,
            time_zone: 'Europe/Amsterdam',
            first_name: 'Load',
            last_name: `Visitor ${n}`,
            email,
            role: 'role-user',
          },
          counts,
          deadline,
        )) as { registrationID: string };
        counts.registrations.set(email, answer.registrationID);
        await sendOnce(
          api,
          `/live-director/polls/${event}/${poll}/vote`,
          { voterId: answer.registrationID, optionId: 'donations' },
          counts,
          deadline,
        );
        counts.voters.add(answer.registrationID);
      })(),
    );
    await sleep(1000 / perSecond);
  }
  await Promise.all(pending);
  return counts;
}
