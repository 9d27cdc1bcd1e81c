/**
 * Migrated PGlite databases for the tests that open one of their own, outside openTestDatabase's
 * leases: a database a test closes and opens again, two runners on one, a server process's data
 * folder. PGlite's initdb and the migrations are most of a new database's start (6 s of CPU against
 * 1 s on a busy machine): they are done once per migrations state, into the in-memory template
 * (testDatabase.ts) and a data folder kept beside it, and each test starts from a copy.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, type Database } from '../../server/db/client.ts';
import { migratedFolderPath } from './migrationsHash.ts';
import { migratedTemplate, TEST_PGLITE_SETTINGS } from './testDatabase.ts';

/** The migrated, empty data folder, made once (a file running at the same time never sees half of it). */
export async function migratedFolder(): Promise<string> {
  const folder = migratedFolderPath();
  if (existsSync(folder)) return folder;
  const part = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  // Unpacked from the in-memory template: half the time of initdb and the migrations again.
  const client = new PGlite(part, { loadDataDir: await migratedTemplate() });
  await client.waitReady;
  await client.close();
  try {
    renameSync(part, folder);
  } catch {
    rmSync(part, { recursive: true, force: true }); // another process made it first
  }
  return folder;
}

/**
 * Makes `dataDir` (absent or empty) a migrated, empty PGlite data folder, as a server's first start
 * leaves it before the seed, with the modes PGlite gives its files.
 */
export async function migratedDataFolder(dataDir: string): Promise<string> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`);
  cpSync(await migratedFolder(), dataDir, { recursive: true });
  return dataDir;
}

/**
 * A migrated PGlite of the test's own: in memory (`dataDir` empty), or in `dataDir`, which starts
 * from the template folder when it is new and is opened as it is otherwise (a restart).
 */
export async function migratedPglite(dataDir = ''): Promise<Database> {
  if (dataDir && (!existsSync(dataDir) || readdirSync(dataDir).length === 0)) await migratedDataFolder(dataDir);
  const database = dataDir ? openPglite(dataDir) : openPglite('', await migratedTemplate(), TEST_PGLITE_SETTINGS);
  await database.migrate(); // nothing to apply: it checks the template is current
  return database;
}
