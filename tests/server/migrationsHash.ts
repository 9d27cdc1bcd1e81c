/**
 * The name of the migrations' state (server/db/migrations): the PGlite templates of the tests
 * (testDatabase.ts, pgliteTemplate.ts) are kept per state, and a changed or added migration makes
 * new ones. A module of its own without the database's packages, for playwright.config.ts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MIGRATIONS = new URL('../../server/db/migrations/', import.meta.url);

export function migrationsHash(): string {
  const hash = createHash('sha1');
  for (const dir of ['', 'meta/']) {
    for (const name of readdirSync(new URL(dir, MIGRATIONS)).sort()) {
      if (name.includes('.')) hash.update(name).update(readFileSync(new URL(dir + name, MIGRATIONS)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** Where the migrated, empty PGlite data folder of the current migrations is kept (pgliteTemplate.ts). */
export const migratedFolderPath = () => join(tmpdir(), `eventhall-test-pglite-${migrationsHash()}.folder`);
