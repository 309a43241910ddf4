// `npm run restore -- <backup.tar.gz>`: DATA_DIR's embedded database replaced by a copy that
// `npm run backup` wrote, with the server stopped. The database it replaces is kept beside it
// (DATA_DIR/pglite.antes-<time>) until you delete it; a copy restored elsewhere starts as well.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dataDir, holderOf, lock } from './lib/data-dir.mjs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Uso: npm run restore -- <arquivo .tar.gz de npm run backup>');
  process.exit(1);
}
const dir = dataDir();
const server = holderOf(dir);
if (server !== null) {
  console.error(`O servidor (processo ${server}) está usando ${dir}: pare-o antes de restaurar.`);
  process.exit(1);
}
const pgdata = path.join(dir, 'pglite');
const staging = `${pgdata}.restaurando`;
const release = lock(dir);
try {
  rmSync(staging, { recursive: true, force: true });
  const client = await PGlite.create(staging, { loadDataDir: new Blob([readFileSync(file)]) });
  await client.close();
  const kept = `${pgdata}.antes-${new Date()
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replaceAll(':', '-')}`;
  if (existsSync(pgdata)) renameSync(pgdata, kept);
  renameSync(staging, pgdata);
  console.log(
    `Restaurado de ${file} em ${pgdata}${existsSync(kept) ? `; o banco anterior ficou em ${kept}` : ''}.`,
  );
} finally {
  release();
}
