import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
});
