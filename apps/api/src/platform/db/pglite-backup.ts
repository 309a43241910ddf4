import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client.js';

/** Where `npm run backup` finds what a running server wrote: DATA_DIR/backups. */
export const BACKUPS_DIR = 'backups';

/** '2026-11-27T01-25-03Z': sortable, and a file name on every system. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replaceAll(':', '-');

/**
 * Writes a consistent copy of the running embedded database to DATA_DIR/backups, whole or not at
 * all (a `.partial` file renamed once written). Answers its path.
 */
export async function writeBackup(database: Database, dataDir: string, at = new Date()) {
  if (!database.backup) throw new Error('only the embedded PGlite is backed up from the server');
  const dump = Buffer.from(await (await database.backup()).arrayBuffer());
  const dir = path.join(dataDir, BACKUPS_DIR);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `quadro-${stamp(at)}.tar.gz`);
  writeFileSync(`${file}.partial`, dump);
  renameSync(`${file}.partial`, file);
  return file;
}
