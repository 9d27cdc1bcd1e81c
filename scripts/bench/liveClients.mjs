// The load clients of `npm run bench:live`: a few forked processes (liveClient.mjs), each opening its
// share of the connections at its share of the ramp. The parent asks them when every stream has a
// version and collects the receive times.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';

const WORKER = new URL('./liveClient.mjs', import.meta.url);
const children = new Set();

/** CPU seconds used so far by a process (utime + stime), or undefined off Linux. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in bytes (VmRSS), or undefined off Linux. */
export function rssBytes(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function waitFor(child, type, filter = () => true) {
  return new Promise((resolve, reject) => {
    const onMessage = (msg) => {
      if (msg.type !== type || !filter(msg)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(msg);
    };
    const onExit = (code) => reject(new Error(`load client exited (${code}) while waiting for ${type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Opens `count` connections spread over `workers` processes at `perSecond` in all.
 * job: { bases, broadcast, event, projectId, pageReads, registrationIds? }
 */
export async function openClients({ workers, count, perSecond, onProgress, ...job }) {
  const procs = [];
  const progress = new Map();
  /** Per worker: the highest version every one of its open streams has. */
  const complete = new Map();
  let onComplete = () => {};
  for (let w = 0; w < workers; w++) {
    const child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.add(child);
    child.once('exit', () => children.delete(child));
    procs.push(child);
    complete.set(child, 0);
    child.on('message', (msg) => {
      if (msg.type === 'all') {
        complete.set(child, Math.max(complete.get(child), msg.version));
        onComplete();
      }
      if (msg.type !== 'progress') return;
      progress.set(child, msg.open);
      onProgress?.([...progress.values()].reduce((a, b) => a + b, 0));
    });
  }
  const share = Math.ceil(count / workers);
  const opened = await Promise.all(
    procs.map((child, w) => {
      const offset = w * share;
      const mine = Math.max(0, Math.min(share, count - offset));
      // Each worker its own loopback source addresses: 10,000 sockets never run out of ports.
      const localAddresses = Array.from({ length: 4 }, (_, k) => `127.0.${w + 1}.${k + 1}`);
      child.send({
        type: 'open',
        job: { ...job, count: mine, offset, perSecond: perSecond / workers, localAddresses },
      });
      return waitFor(child, 'opened');
    }),
  );
  const statuses = {};
  for (const o of opened) for (const [k, n] of Object.entries(o.statuses)) statuses[k] = (statuses[k] ?? 0) + n;
  const open = opened.reduce((n, o) => n + o.open, 0);
  const failed = opened.reduce((n, o) => n + o.failed, 0);
  const rampSeconds = Math.max(...opened.map((o) => o.rampSeconds));

  return {
    open,
    failed,
    statuses,
    rampSeconds,
    pids: procs.map((p) => p.pid),
    /** Resolves once every open stream of every worker has `version`, or after `timeoutMs`. */
    async delivered(version, timeoutMs) {
      const done = () => procs.every((child, w) => complete.get(child) >= version || opened[w].open === 0);
      const result = await new Promise((resolve) => {
        const timer = setTimeout(() => resolve('timeout'), timeoutMs);
        onComplete = () => {
          if (done()) {
            clearTimeout(timer);
            resolve('all');
          }
        };
        onComplete();
      });
      onComplete = () => {};
      const answers = await Promise.all(
        procs.map((child) => {
          const answer = waitFor(child, 'times', (m) => m.version === version);
          child.send({ type: 'collect', version });
          return answer;
        }),
      );
      return {
        complete: result !== 'timeout',
        times: answers.flatMap((a) => a.times),
        open: answers.reduce((n, a) => n + a.open, 0),
        lost: answers.reduce((n, a) => n + a.lost, 0),
      };
    },
    /** The servers are about to restart: from now on dropped streams reconnect as the app's do. */
    startStorm() {
      for (const child of procs) child.send({ type: 'storm' });
    },
    async stormReport() {
      const answers = await Promise.all(
        procs.map((child) => {
          const answer = waitFor(child, 'storm-report');
          child.send({ type: 'storm-report' });
          return answer;
        }),
      );
      const refused = {};
      for (const a of answers) for (const [k, n] of Object.entries(a.refused)) refused[k] = (refused[k] ?? 0) + n;
      return {
        open: answers.reduce((n, a) => n + a.open, 0),
        reconnected: answers.reduce((n, a) => n + a.reconnected, 0),
        lastAt: Math.max(...answers.map((a) => a.lastAt)),
        refused,
      };
    },
    async reads() {
      const answers = await Promise.all(
        procs.map((child) => {
          const answer = waitFor(child, 'reads');
          child.send({ type: 'reads' });
          return answer;
        }),
      );
      const readErrors = {};
      for (const a of answers)
        for (const [k, n] of Object.entries(a.readErrors)) readErrors[k] = (readErrors[k] ?? 0) + n;
      return {
        latencies: answers.reduce((all, a) => {
          for (const [kind, list] of Object.entries(a.reads)) all[kind] = [...(all[kind] ?? []), ...list];
          return all;
        }, {}),
        readErrors,
        heartbeats: answers.reduce((n, a) => n + a.heartbeats, 0),
        heartbeatsFailed: answers.reduce((n, a) => n + a.heartbeatsFailed, 0),
        clientLoopMaxMs: Math.max(...answers.map((a) => a.loopMaxMs)),
        clientLoopP99Ms: Math.max(...answers.map((a) => a.loopP99Ms)),
      };
    },
    /** Sends `msg` to every load client and collects their answers of `type`. */
    async ask(msg, type) {
      return Promise.all(
        procs.map((child) => {
          const answer = waitFor(child, type);
          child.send(msg);
          return answer;
        }),
      );
    },
    tell(msg) {
      for (const child of procs) child.send(msg);
    },
    async stop() {
      const answers = await Promise.all(
        procs.map(async (child) => {
          if (child.exitCode !== null) return { lost: 0 };
          const answer = waitFor(child, 'stopped').catch(() => ({ lost: 0 }));
          child.send({ type: 'stop' });
          return answer;
        }),
      );
      await Promise.all(
        procs.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)),
      );
      return answers.reduce((n, a) => n + a.lost, 0);
    },
  };
}

/** Last resort on exit. */
export function killClientsNow() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* gone */
    }
  }
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
