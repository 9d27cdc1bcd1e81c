/**
 * One server process per PGlite folder: a second process on the same folder loses writes
 * silently, so the second one refuses to start instead.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder; returns the release function. Throws when another live process holds it. */
export function lockDataFolder(dataDir: string): () => void {
  const path = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (holder && holder !== process.pid && alive(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by server process ${holder}. Stop it first, or set DATA_DIR to ` +
            `another folder.`,
        );
      }
      rmSync(path, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
