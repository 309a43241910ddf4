import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** When `pid` started, in clock ticks since boot (Linux's /proc), or '-' where that is unknown. */
function startOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command's name, which may itself hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '-';
  } catch {
    return '-';
  }
}

/** The lock's text: the process, when it started and on which machine. */
const holderOf = (pid: number) => `${pid} ${startOf(pid)} ${hostname()}`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's holder still runs: its pid alive on this machine, and started when the lock
 * says. A directory copied or restored from a running server carries its lock, whose pid may be
 * another process here (or on another machine): that lock is stale. A lock of the pid alone (an
 * older server's) counts its pid alive.
 */
function holds(lock: string): number | null {
  const [pidText, start, host] = lock.trim().split(' ');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid === process.pid || !isAlive(pid)) return null;
  if (host !== undefined && host !== hostname()) return null;
  if (start !== undefined && start !== '-' && startOf(pid) !== start) return null;
  return pid;
}

/**
 * Two processes on one PGlite directory corrupt it, so the first one takes a lock file naming
 * itself; a lock whose holder no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'quadro.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, holderOf(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holds(readFileSync(lockPath, 'utf8'));
      if (pid !== null) {
        throw new DataDirLockedError(
          `DATA_DIR ${path.resolve(dataDir)} já está em uso pelo processo ${pid}: ` +
            'dois servidores não podem usar o mesmo banco embutido (use DATABASE_URL para vários).',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Não foi possível travar DATA_DIR ${path.resolve(dataDir)}`);
}
