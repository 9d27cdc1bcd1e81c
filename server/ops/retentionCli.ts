/**
 * `npm run retention -- [--dry-run]`: runs the retention job of a running server now (POST
 * /admin/api/retention) and prints what it deleted, or with --dry-run what it would delete.
 */
import { adminClient } from '../admin/client.ts';
import type { RetentionReport } from '../admin/retention.ts';

const HELP = `Usage: npm run retention -- [--dry-run]

Deletes the personal data (registrations, mails, analytics...) of every project whose last event
ended more than RETENTION_MONTHS (server setting, default 6) months ago; --dry-run only reports.
The server also runs this daily. Environment: ADMIN_URL, ADMIN_TOKEN (as npm run project).`;

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const unknown = args.filter((a) => a !== '--dry-run');
  if (unknown.length) {
    console.error(`Unknown option ${unknown[0]}.\n\n${HELP}`);
    return 1;
  }
  const dryRun = args.includes('--dry-run');
  const report = (await adminClient().json('POST', `/retention${dryRun ? '?dryRun=1' : ''}`)) as RetentionReport;
  console.log(
    `${dryRun ? 'Dry run: would delete' : 'Deleted'} the personal data of projects whose last event ended before ` +
      `${report.cutoff}:`,
  );
  if (!report.projects.length) console.log('  nothing to delete');
  for (const p of report.projects) {
    const rows = Object.entries(p.rows)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    console.log(`  ${p.projectId} (last event ended ${p.lastEventEnded}): ${rows}`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error) => {
    console.error(err.message);
    process.exitCode = 1;
  },
);
