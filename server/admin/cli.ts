/**
 * `npm run project -- <command>`: the organiser's API from the shell, against a running server
 * (the server owns its data folder, so the CLI never opens the database itself).
 */
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { adminClient } from './client.ts';

const HELP = `Usage: npm run project -- <command>

  list                              the projects on the server, with their events and registrations
  import <file.json>                load or replace a project (its _id says which); see server/examples/project.json
  export <projectId> [file.json]    the project as the import takes it back (without the page password)
  registrations <projectId> [file]  the registrations as CSV (a file ending in .json gets JSON); stdout without a file
  delete <projectId> --yes          remove the project with all its registrations and data

Give export and registrations a file, or use \`npm run -s\` when redirecting stdout: npm prints
its own lines there. Environment: ADMIN_URL (default http://localhost:$PORT, PORT 8080),
ADMIN_TOKEN (else the admin-token file the server wrote into DATA_DIR, default .data/).`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    console.log(HELP);
    return command ? 0 : 1;
  }
  const api = adminClient();
  switch (command) {
    case 'list': {
      const projects = (await api.json('GET', '/projects')) as {
        _id: string;
        eventTitle: string;
        events: string[];
        registrations: number;
      }[];
      for (const p of projects)
        console.log(`${p._id}\t${p.registrations} registrations\t${p.events.join(', ')}\t${p.eventTitle}`);
      return 0;
    }
    case 'import': {
      if (!rest[0]) throw new Error('import needs a file: npm run project -- import event.json');
      const doc = JSON.parse(readFileSync(rest[0], 'utf8')) as { _id?: unknown };
      if (typeof doc._id !== 'string') throw new Error('The document needs an "_id" (the project id).');
      const res = await api.request('PUT', `/projects/${encodeURIComponent(doc._id)}`, doc);
      const body = (await res.json()) as {
        events?: { _id: string }[];
        error?: string;
        issues?: { path: string; message: string }[];
      };
      if (!res.ok) {
        console.error(`${body.error ?? res.status}`);
        for (const issue of body.issues ?? []) console.error(`  ${issue.path || '(document)'}: ${issue.message}`);
        return 1;
      }
      console.log(
        `${res.status === 201 ? 'Created' : 'Updated'} ${doc._id}; events: ` +
          `${(body.events ?? []).map((e) => `${api.origin}/${e._id}`).join(' ')}`,
      );
      return 0;
    }
    case 'export': {
      if (!rest[0]) throw new Error('export needs a project id');
      const text = `${JSON.stringify(await api.json('GET', `/projects/${encodeURIComponent(rest[0])}`), null, 2)}\n`;
      if (rest[1]) writeFileSync(rest[1], text);
      else process.stdout.write(text);
      return 0;
    }
    case 'registrations': {
      if (!rest[0]) throw new Error('registrations needs a project id');
      const format = rest[1]?.endsWith('.json') ? 'json' : 'csv';
      const res = await api.request('GET', `/projects/${encodeURIComponent(rest[0])}/registrations.${format}`);
      if (!res.ok || !res.body) throw new Error(`${res.status}: ${await res.text()}`);
      await pipeline(Readable.fromWeb(res.body as never), rest[1] ? createWriteStream(rest[1]) : process.stdout);
      return 0;
    }
    case 'delete': {
      if (!rest[0] || !rest.includes('--yes'))
        throw new Error('delete removes every registration too: npm run project -- delete <projectId> --yes');
      await api.json('DELETE', `/projects/${encodeURIComponent(rest[0])}`);
      console.log(`Deleted ${rest[0]}`);
      return 0;
    }
    default:
      console.error(`Unknown command "${command}".\n\n${HELP}`);
      return 1;
  }
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
