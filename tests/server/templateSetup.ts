/**
 * vitest globalSetup of the server project: makes the migrated PGlite templates (testDatabase.ts,
 * pgliteTemplate.ts) once, before the workers start; on a fresh machine each worker would
 * otherwise make its own.
 */
import { migratedFolder } from './pgliteTemplate.ts';
import { migratedTemplate } from './testDatabase.ts';

export default async function setup() {
  await migratedTemplate();
  await migratedFolder(); // from the template above
}
