import { freshPostgresDatabase } from '../tests/server/testDatabase.ts';
import { openPostgres } from '../server/db/client.ts';
import pg from 'pg';
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const { url, drop } = await freshPostgresDatabase();
  const t1 = performance.now();
  const d = openPostgres(url);
  await d.migrate();
  const t2 = performance.now();
  await d.close();
  await drop();
  console.log('create', (t1 - t0).toFixed(0), 'migrate', (t2 - t1).toFixed(0), 'drop', (performance.now() - t2).toFixed(0));
}
// template copy
const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL }); await c.connect();
const { url, drop } = await freshPostgresDatabase('tplx');
const d = openPostgres(url); await d.migrate(); await d.close();
const name = new URL(url).pathname.slice(1);
for (let i = 0; i < 3; i++) { const t0 = performance.now(); await c.query(`create database copy_${i} template ${name}`); console.log('copy', (performance.now() - t0).toFixed(0)); await c.query(`drop database copy_${i}`); }
await c.end(); await drop();
