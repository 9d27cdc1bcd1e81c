// @vitest-environment node
/**
 * `npm run live -- captions <event-id> <file>` (server/live/captionsCli.ts, issue 48): a text
 * file's lines become final caption lines after the broadcast's last one, against a running server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionPosts, captionsCommand } from '../../server/live/captionsCli.ts';
import { makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';

const TOKEN = 'test-control-token-captions-cli';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ live: { controlToken: TOKEN, heartbeatMs: 60_000 } });
}, SETUP_TIMEOUT);
afterAll(() => t?.close());

describe('the captions command', () => {
  it('reads its arguments', () => {
    expect(captionsCommand(['webinar', 'talk.txt'])).toEqual({
      eventId: 'webinar',
      file: 'talk.txt',
      lang: 'en',
      everyS: 3,
    });
    expect(captionsCommand(['webinar', 'talk.txt', '--lang', 'nl', '--every', '0'])).toMatchObject({
      lang: 'nl',
      everyS: 0,
    });
    expect(captionsCommand(['webinar'])).toMatch(/event id and a file/);
    expect(captionsCommand(['webinar', 'f', '--lang', 'Dutch'])).toMatch(/--lang/);
    expect(captionsCommand(['webinar', 'f', '--every', '-1'])).toMatch(/--every/);
  });

  it('makes a final line of each non-empty line, control characters as spaces, long ones cut at a word', () => {
    const long = `${'word '.repeat(120)}end`;
    const posts = captionPosts(`First line.\r\n\n  Second\tline.  \n${long}\n`, 'en', 7);
    expect(posts.slice(0, 2)).toEqual([
      { seq: 7, lang: 'en', text: 'First line.', final: true },
      { seq: 8, lang: 'en', text: 'Second line.', final: true },
    ]);
    expect(posts[2]!.text.length).toBeLessThanOrEqual(500);
    expect(posts[2]!.text.endsWith('word…')).toBe(true);
  });

  it('posts the lines to a running server after the last one', async () => {
    let port = 0;
    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve(s);
      });
    });
    const folder = mkdtempSync(join(tmpdir(), 'captions-cli-'));
    const file = join(folder, 'talk.txt');
    writeFileSync(file, 'Goedemiddag.\nWelkom bij dit webinar.\n');
    const run = (args: string[]) =>
      new Promise<{ code: number; out: string; err: string }>((resolve) => {
        const child = spawn('npx', ['tsx', 'server/live/cli.ts', ...args], {
          env: { ...process.env, LIVE_CONTROL_TOKEN: TOKEN, PORT: String(port) },
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => {
          out += d;
        });
        child.stderr.on('data', (d) => {
          err += d;
        });
        child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
      });
    try {
      const first = await run(['captions', 'webinar', file, '--lang', 'nl', '--every', '0']);
      expect(first.code, first.err).toBe(0);
      const again = await run(['captions', 'webinar', file, '--lang', 'nl', '--every', '0']);
      expect(again.code, again.err).toBe(0);
      expect(again.out).toContain('nl 2: Goedemiddag.');
      const snap = await t.get('/live-director/captions/webinar');
      expect(snap.json.lines.map((l: { seq: number; text: string }) => `${l.seq} ${l.text}`)).toEqual([
        '0 Goedemiddag.',
        '1 Welkom bij dit webinar.',
        '2 Goedemiddag.',
        '3 Welkom bij dit webinar.',
      ]);
    } finally {
      server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
