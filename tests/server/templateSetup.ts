/**
 * vitest globalSetup of the server project: makes the migrated PGlite template (testDatabase.ts)
 * once, before the workers start; on a fresh machine each worker would otherwise make its own.
 */
import { migratedTemplate } from './testDatabase.ts';

export default async function setup() {
  await migratedTemplate();
}
