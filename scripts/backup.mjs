// `npm run backup`: a consistent copy of the embedded PGlite database in DATA_DIR/backups
// (quadro-<time>.tar.gz), which `npm run restore -- <file>` starts from. While a server runs on
// DATA_DIR it takes the copy itself, between two transactions (asked by SIGUSR2); otherwise this
// script opens the database and takes it. On PostgreSQL, use pg_dump (README, "Backups").
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dataDir, holderOf, lock } from './lib/data-dir.mjs';

const TIMEOUT_MS = 120_000;
const dir = dataDir();
const backups = path.join(dir, 'backups');
const pgdata = path.join(dir, 'pglite');
if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
  console.error(`Nenhum banco embutido em ${pgdata}: nada a copiar (no PostgreSQL, use pg_dump).`);
  process.exit(1);
}
const taken = () =>
  existsSync(backups) ? readdirSync(backups).filter((f) => f.endsWith('.tar.gz')) : [];

const server = holderOf(dir);
if (server !== null) {
  const before = new Set(taken());
  process.kill(server, 'SIGUSR2');
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const written = taken().find((file) => !before.has(file));
    if (written) {
      console.log(`Cópia do banco embutido: ${path.join(backups, written)}`);
      break;
    }
    if (Date.now() > deadline) {
      console.error(
        `O servidor (processo ${server}) não escreveu a cópia em ${TIMEOUT_MS / 1000} s; veja o log dele.`,
      );
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} else {
  const release = lock(dir);
  try {
    const client = await PGlite.create(pgdata);
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await client.close();
    mkdirSync(backups, { recursive: true });
    const file = path.join(
      backups,
      `quadro-${new Date()
        .toISOString()
        .replace(/\.\d{3}/, '')
        .replaceAll(':', '-')}.tar.gz`,
    );
    writeFileSync(`${file}.partial`, dump);
    renameSync(`${file}.partial`, file);
    console.log(`Cópia do banco embutido (servidor parado): ${file}`);
  } finally {
    release();
  }
}
