// DATA_DIR as `npm start` resolves it (a `.env` beside package.json read first), and who holds
// its lock: the same reading of `quadro.lock` as apps/api/src/platform/db/data-dir-lock.ts, for the
// scripts that must run without the API's TypeScript (a production install has no loader).
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

export function dataDir() {
  const envFile = path.join(root, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return path.resolve(root, process.env.DATA_DIR || 'data');
}

function startOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '-';
  } catch {
    return '-';
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The pid of the server holding `dir`'s lock, or null when none runs. */
export function holderOf(dir) {
  const lockPath = path.join(dir, 'quadro.lock');
  if (!existsSync(lockPath)) return null;
  const [pidText, start, host] = readFileSync(lockPath, 'utf8').trim().split(' ');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return null;
  if (host !== undefined && host !== hostname()) return null;
  if (start !== undefined && start !== '-' && startOf(pid) !== start) return null;
  return pid;
}

/** Takes `dir`'s lock for this script (none may run meanwhile); answers its release. */
export function lock(dir) {
  const lockPath = path.join(dir, 'quadro.lock');
  if (holderOf(dir) === null) rmSync(lockPath, { force: true });
  const fd = openSync(lockPath, 'wx');
  writeSync(fd, `${process.pid} ${startOf(process.pid)} ${hostname()}`);
  closeSync(fd);
  return () => rmSync(lockPath, { force: true });
}
