import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

/** PostgreSQL's own test: a data directory without PG_VERSION holds no database. */
export function hasPgliteDatabase(pgdata: string): boolean {
  return existsSync(path.join(pgdata, 'PG_VERSION'));
}

/** Made by `npm install` (scripts/pglite-template.mjs): build output, never committed. */
const templatesDir = fileURLToPath(
  new URL('../../../../../node_modules/.cache/quadro-pglite', import.meta.url),
);

const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

/** A template fits only the PGlite build that made it. */
function installedPgliteVersion(): string {
  const manifest = path.join(pgliteDist, '../package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Node's WebAssembly global, which the API's types (no DOM) declare only as a namespace. */
const nodeWebAssembly = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

/**
 * PGlite's WebAssembly, compiling off the main thread from this call: PGlite would only start
 * once the main thread is free, after the app's modules have loaded (server.ts loads them
 * while the database opens).
 */
export function compilePglite(): Promise<WebAssembly.Module> {
  return nodeWebAssembly.compile(readFileSync(path.join(pgliteDist, 'pglite.wasm')));
}

/** The data directory initdb makes, if `npm install` made it with the installed PGlite. */
export function pgliteTemplate(): string | undefined {
  const file = path.join(templatesDir, `${installedPgliteVersion()}.tar.br`);
  return existsSync(file) ? file : undefined;
}

/** Makes the installed PGlite's template, unless it is there (scripts/pglite-template.mjs). */
export async function writePgliteTemplate(): Promise<string> {
  const existing = pgliteTemplate();
  if (existing) return existing;
  const client = await PGlite.create();
  // A database made from the template then starts without crash recovery.
  await client.exec('checkpoint');
  const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  // Another PGlite version's template would never be read again.
  rmSync(templatesDir, { recursive: true, force: true });
  mkdirSync(templatesDir, { recursive: true });
  const file = path.join(templatesDir, `${installedPgliteVersion()}.tar.br`);
  // A 16 MB window reaches from each of initdb's three near-identical databases to the next:
  // 1.5 MB instead of gzip's 4.5.
  const params = { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_LGWIN]: 24 };
  // Whole or not at all: an install cut short must not leave a template that cannot be read.
  writeFileSync(`${file}.partial`, brotliCompressSync(tar, { params }));
  renameSync(`${file}.partial`, file);
  return file;
}

const makeDataDir = fileURLToPath(new URL('./make-pglite-data-dir.mjs', import.meta.url));

/**
 * Creates the database from the template (a fraction of a second), or with initdb when there is
 * none for the installed PGlite (4-5 s of CPU), in a short-lived process: the server then opens
 * it as it opens an existing one. The directory appears whole or not at all.
 */
export async function createPgliteDataDir(
  pgdata: string,
  template: string | undefined,
): Promise<void> {
  const staging = path.resolve(`${pgdata}.new`);
  rmSync(staging, { recursive: true, force: true });
  const args = [makeDataDir, staging, ...(template ? [template] : [])];
  const child = spawn(process.execPath, args, {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Could not create ${staging} (exit ${code}):\n${stderr}`);
  // Whatever is there holds no database (no PG_VERSION): an earlier first start cut short.
  rmSync(pgdata, { recursive: true, force: true });
  renameSync(staging, pgdata);
}
