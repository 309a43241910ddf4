import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { openPglite } from './platform/db/client.js';
import { connectPostgres, StartupError } from './platform/db/connect-postgres.js';
import { DataDirLockedError, lockDataDir } from './platform/db/data-dir-lock.js';
import { writeBackup } from './platform/db/pglite-backup.js';
import { resolveJwtSecret } from './platform/session/jwt-secret.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  // The database opens while the app's modules load, which hides the part of its work done off
  // the main thread: compiling WebAssembly, and a new database's own process.
  const [database, { buildApp }] = await Promise.all([
    config.databaseUrl
      ? connectPostgres(config.databaseUrl, (line) => console.error(line))
      : openPglite({ dataDir: config.dataDir }),
    import('./app.js'),
  ]);
  const app = await buildApp({
    config: {
      ...config,
      jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
      webDistDir: config.webDistDir ?? defaultWebDist,
    },
    database,
  });
  app.addHook('onClose', async () => {
    await database.close();
    unlock();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // `npm run backup` asks the server holding DATA_DIR for a copy of its embedded database.
  process.on('SIGUSR2', () => {
    if (database.kind !== 'pglite') {
      app.log.warn('SIGUSR2 ignored: on PostgreSQL, back up with pg_dump');
      return;
    }
    writeBackup(database, config.dataDir).then(
      (file) => app.log.info({ file }, 'backup written'),
      (error: unknown) => app.log.error({ err: error }, 'backup failed'),
    );
  });

  if (config.env === 'production' && database.kind === 'pglite')
    app.log.warn(
      'Produção no PGlite embutido: ele não força a gravação em disco (fsync) a cada commit, e uma queda do servidor pode perder as últimas gravações. Use o PostgreSQL (DATABASE_URL) em produção.',
    );
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Quadro em ${config.publicUrl} (${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof StartupError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
