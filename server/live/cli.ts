/**
 * The organiser's controller from the shell: `npm run live -- <event-id> <command>` calls the
 * control API of a running server (http://localhost:$PORT, or LIVE_DIRECTOR_URL) with
 * LIVE_CONTROL_TOKEN, else the token file in DATA_DIR. Prints the whole state afterwards.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIVE_WIDGETS, type LiveControlPatch, type LiveWidget } from '../../src/contract/live.ts';
import { configFromEnv } from '../config.ts';
import { CAPTIONS_HELP, captionsCommand, runCaptions } from './captionsCli.ts';
import { CONTROL_TOKEN_FILE } from './secrets.ts';

const HELP = `Usage: npm run live -- <event-id> <command>

Commands:
  show-state                the whole controller state (also with no command)
  pre | on-air | post       switch the broadcast state
  show <widget>             show a widget: ${LIVE_WIDGETS.join(', ')}
  hide <widget>             hide a widget
  mode player|meeting       the player or the video meeting
  poll <id> | poll off      start or stop a poll
  quiz <id> | quiz off      start or stop a quiz question
  reveal <poll-id>          show a poll's results to visitors (its showResults is onReveal)
  reactions on|off          the reaction bar
  cloud <question> | cloud off   open a word cloud with this question, or close it

Captions: npm run live -- captions <event-id> <file> [--lang en] [--every 3]

Environment: PORT (default 8080) or LIVE_DIRECTOR_URL; LIVE_CONTROL_TOKEN, else the
${CONTROL_TOKEN_FILE} file in DATA_DIR (default .data/).`;

/** The patch a command stands for; undefined for show-state; a string is an error message. */
export function commandPatch(args: string[]): LiveControlPatch | undefined | string {
  const [command, arg] = args;
  if (command === undefined || command === 'show-state') return undefined;
  if (command === 'pre' || command === 'on-air' || command === 'post') return { state: command };
  if (command === 'show' || command === 'hide') {
    if (!LIVE_WIDGETS.includes(arg as LiveWidget))
      return `Unknown widget "${arg ?? ''}"; one of: ${LIVE_WIDGETS.join(', ')}`;
    return { visible: { [arg]: command === 'show' } };
  }
  if (command === 'mode') return arg === 'player' || arg === 'meeting' ? { mode: arg } : 'mode takes player or meeting';
  if (command === 'poll' || command === 'quiz') {
    if (!arg) return `${command} takes an id, or off`;
    const value = arg === 'off' ? null : arg;
    return command === 'poll' ? { activePoll: value } : { activeQuiz: value };
  }
  if (command === 'reveal') return arg ? { reveal: arg } : 'reveal takes a poll id';
  if (command === 'reactions')
    return arg === 'on' || arg === 'off' ? { reactions: arg === 'on' } : 'reactions takes on or off';
  if (command === 'cloud') {
    const question = args.slice(1).join(' ').trim();
    if (!question) return 'cloud takes a question, or off';
    return { wordCloud: question === 'off' ? null : { question } };
  }
  return `Unknown command "${command}"`;
}

function controlToken(env: NodeJS.ProcessEnv): string | undefined {
  if (env.LIVE_CONTROL_TOKEN) return env.LIVE_CONTROL_TOKEN;
  const file = join(configFromEnv(env).dataDir, CONTROL_TOKEN_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  if (!argv.length || argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return argv.length ? 0 : 1;
  }
  if (argv[0] === 'captions') return captionsMain(argv.slice(1), env);
  const [eventId, ...rest] = argv;
  const patch = commandPatch(rest);
  if (typeof patch === 'string') {
    console.error(`${patch}\n\n${HELP}`);
    return 1;
  }
  const token = controlToken(env);
  if (!token) {
    console.error(
      `No control token: set LIVE_CONTROL_TOKEN or start the server once (it writes ${CONTROL_TOKEN_FILE} into ` +
        `DATA_DIR).`,
    );
    return 1;
  }
  const base = (env.LIVE_DIRECTOR_URL || `http://localhost:${configFromEnv(env).port}`).replace(/\/+$/, '');
  const url = `${base}/live-director/control/${encodeURIComponent(eventId)}`;
  try {
    const res = await fetch(url, {
      method: patch ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(patch ? { 'content-type': 'application/json' } : {}) },
      body: patch ? JSON.stringify(patch) : undefined,
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      console.error(`${res.status}: ${String(body.error ?? res.statusText)}`);
      return 1;
    }
    console.log(JSON.stringify(body, null, 2));
    return 0;
  } catch (err) {
    console.error(`Cannot reach ${url}: ${(err as Error).message}`);
    return 1;
  }
}

/** `captions <event-id> <file> [--lang] [--every]`: a text file as caption lines (captionsCli.ts). */
async function captionsMain(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const command = captionsCommand(args);
  if (typeof command === 'string') {
    console.error(`${command}\n\n${CAPTIONS_HELP}`);
    return 1;
  }
  const token = controlToken(env);
  if (!token) {
    console.error(`No control token: set LIVE_CONTROL_TOKEN or start the server once.`);
    return 1;
  }
  const base = (env.LIVE_DIRECTOR_URL || `http://localhost:${configFromEnv(env).port}`).replace(/\/+$/, '');
  try {
    return await runCaptions(command, base, token);
  } catch (err) {
    console.error(`Cannot reach ${base}: ${(err as Error).message}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2), process.env);
export { main as runCli };
