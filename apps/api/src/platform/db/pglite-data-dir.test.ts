import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../test/rows.js';
import { openPglite } from './client.js';
import { createPgliteDataDir, hasPgliteDatabase, pgliteTemplate } from './pglite-data-dir.js';

const dataDirs: string[] = [];
function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quadro-pglite-'));
  dataDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openPglite on a data directory', () => {
  it('creates the database on a first start, even over an interrupted one, and a restart keeps its data', async () => {
    const dataDir = newDataDir();
    // What an interrupted first start leaves: a directory without PG_VERSION, a half-made new one.
    mkdirSync(path.join(dataDir, 'pglite'));
    writeFileSync(path.join(dataDir, 'pglite', 'postgresql.conf'), '');
    mkdirSync(path.join(dataDir, 'pglite.new'));
    writeFileSync(path.join(dataDir, 'pglite.new', 'PG_VERSION'), '18');

    const first = await openPglite({ dataDir });
    await first.db.execute(sql`insert into users (name, email, password_hash, trial_ends_at)
      values ('Maria', 'maria@example.com', 'hash', now())`);
    await first.close();
    expect(readdirSync(dataDir)).toEqual(['pglite']);

    const restarted = await openPglite({ dataDir });
    try {
      const users = rowsOf(await restarted.db.execute(sql`select email from users`));
      expect(users).toEqual([{ email: 'maria@example.com' }]);
      const buffers = rowsOf(await restarted.db.execute(sql`show shared_buffers`));
      expect(buffers).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await restarted.close();
    }
  }, 120_000);

  it('has the template npm install makes with the installed PGlite', () => {
    expect(pgliteTemplate()).toBeDefined();
  });

  it('runs initdb when there is no template for the installed PGlite', async () => {
    const pgdata = path.join(newDataDir(), 'pglite');
    await createPgliteDataDir(pgdata, undefined);
    expect(hasPgliteDatabase(pgdata)).toBe(true);
    const database = await openPglite({ dataDir: path.dirname(pgdata) });
    await database.close();
  }, 120_000);
});
