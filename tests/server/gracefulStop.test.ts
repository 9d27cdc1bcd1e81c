// @vitest-environment node
/**
 * Issue 44: a real server process stopped with SIGTERM while a live stream is open and
 * registrations are in flight (each with an Idempotency-Key, as the page's outbox sends them).
 * The stream gets a `retry:` line and ends (the browser reconnects to another process), every
 * registration that was answered 2xx is in the database, and the process exits with 0 within the
 * 10 s deadline (ops/gracefulStop.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { openPglite } from '../../server/db/client.ts';
import { registrations } from '../../server/db/schema.ts';
import { hybridForm } from './helpers.ts';
import { migratedDataFolder } from './pgliteTemplate.ts';
import { freePort, startServer } from './serverProcess.ts';

const PROCESS_TIMEOUT = 180_000;
const WRITES = 40;
const root = mkdtempSync(join(tmpdir(), 'eventhall-stop-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** No step of this test waits longer than this: a hang is a failure that says where. */
const STEP_MS = 30_000;

/** Reads the stream until it ends; answers what it said. */
async function readToEnd(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body) text += decoder.decode(chunk, { stream: true });
  return text;
}

describe('SIGTERM', () => {
  it(
    'sends open streams elsewhere, finishes the writes in flight and exits with 0 within 10 s',
    async () => {
      // A migrated database (pgliteTemplate.ts): the server's first start on it seeds the demo.
      const dataDir = await migratedDataFolder(join(root, 'data'));
      const server = await startServer(await freePort(), { DATA_DIR: dataDir }, PROCESS_TIMEOUT);
      onTestFailed(() => console.log(`The server said:\n${server.output()}`));
      try {
        const stream = await fetch(`${server.base}/live-director/stream/hybrid-summit`, {
          signal: AbortSignal.timeout(STEP_MS),
        });
        expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
        const said = readToEnd(stream.body!);

        // Connections open and idle beforehand, as a balancer's or a browser's are: the writes go out
        // on them at once, so each has reached the server when the signal comes.
        await Promise.all(
          Array.from({ length: WRITES }, () =>
            fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(STEP_MS) }).then((res) => res.arrayBuffer()),
          ),
        );
        const emails = Array.from(
          { length: WRITES },
          (_, i) => `stopping.${i}.${randomUUID().slice(0, 8)}@example.com`,
        );
        let signalledAt = 0;
        const writes = emails.map(async (email) => {
          try {
            const res = await fetch(`${server.base}/api/registrations`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'Idempotency-Key': `stop-${randomUUID()}` },
              body: JSON.stringify(hybridForm(email, 0)),
              signal: AbortSignal.timeout(STEP_MS),
            });
            await res.arrayBuffer();
            return { email, status: res.status, afterSignal: signalledAt > 0 };
          } catch {
            // Refused or cut: the page's outbox keeps it and sends it again, to another process.
            return { email, status: 0, afterSignal: true };
          }
        });
        // The stop comes while the first answers arrive: the other writes are still in flight.
        await Promise.race(writes);
        signalledAt = Date.now();
        server.child.kill('SIGTERM');
        const exit = await new Promise<{ code: number | null; ms: number }>((resolve) => {
          server.child.once('exit', (code) => resolve({ code, ms: Date.now() - signalledAt }));
        });
        const answers = await Promise.all(writes);

        expect(exit.code).toBe(0);
        expect(exit.ms).toBeLessThan(10_000);
        expect(await said).toMatch(/\nretry: (\d+)\nevent: come-back\ndata: \1\n\n$/);
        const answered = answers.filter((a) => a.status >= 200 && a.status < 300);
        // Some answers came only after the signal: the stop let them finish.
        expect(answered.filter((a) => a.afterSignal).length).toBeGreaterThan(0);
        expect(answers.filter((a) => a.status !== 0 && (a.status < 200 || a.status >= 300))).toEqual([]);

        const database = openPglite(dataDir);
        try {
          const stored = await database.db
            .select({ email: registrations.email })
            .from(registrations)
            .where(inArray(registrations.email, emails));
          expect(stored.map((row) => row.email).sort()).toEqual(
            expect.arrayContaining(answered.map((a) => a.email).sort()),
          );
        } finally {
          await database.close();
        }
        expect(server.output()).toContain('Stopped.');
      } finally {
        await server.kill();
      }
    },
    PROCESS_TIMEOUT,
  );
});
