import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  it('refuses a second holder while the first runs, and frees the directory on release', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quadro-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'quadro.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/já está em uso pelo processo/);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.once('exit', resolve));
    // The holder is gone: its stale lock is taken over.
    const release = lockDataDir(dir);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock copied with the directory: its pid is another process here, or elsewhere', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quadro-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const lock = path.join(dir, 'quadro.lock');
      // The same pid, started at another time: the pid was reused since the copy was taken.
      writeFileSync(lock, `${other.pid} 1 ${hostname()}`);
      lockDataDir(dir)();
      // A live pid of this machine, written on another one.
      writeFileSync(lock, `${other.pid} - outra-maquina`);
      lockDataDir(dir)();
      // This very process, as a copy of a running server's directory would name it.
      writeFileSync(lock, `${other.pid} - ${hostname()}`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });

  it('names its holder with when it started and where', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quadro-lock-'));
    const release = lockDataDir(dir);
    const [pid, start, host] = readFileSync(path.join(dir, 'quadro.lock'), 'utf8').split(' ');
    expect([Number(pid), host]).toEqual([process.pid, hostname()]);
    expect(start).toMatch(/^(\d+|-)$/);
    release();
  });
});
