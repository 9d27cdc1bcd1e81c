import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

/** Everything the app needs from outside; tests pass an in-memory database and a fixed clock. */
export interface AppDeps {
  db: Db;
  config: Config;
  now(): Date;
}
