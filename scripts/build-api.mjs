// `node scripts/build-api.mjs`, run by `npm start` when the bundle is older than its sources:
// bundles the API (apps/api/src/server.ts, packages/contracts and the packages they use) into
// apps/api/dist/server.js. Node then reads one file instead of resolving, reading and compiling
// ~1,000 modules (docs/decisions/0035-running-the-api-as-one-bundled-file.md).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bundle = path.join(root, 'apps/api/dist/server.js');

/** Packages that load native or WebAssembly files: Node loads them from node_modules. */
const external = ['@electric-sql/pglite', '@node-rs/argon2'];

/** Where a bundled file is, from the bundle: it holds wherever the checkout is moved. */
const relative = (file) =>
  JSON.stringify(path.relative(path.dirname(bundle), file).replaceAll(path.sep, '/'));
const urlOf = (file) => `bundledUrl(${relative(file)})`;
const pathOf = (file) => `bundledPath(${relative(file)})`;
const banner = `
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
const bundledUrl = (relative) => new URL(relative, import.meta.url);
const bundledPath = (relative) => process.getBuiltinModule('node:url').fileURLToPath(bundledUrl(relative));
`;

/**
 * Every bundled file keeps its own location, so the paths it builds from it still resolve: the
 * migrations and the web build next to the API's sources, packages' static files and workers.
 */
const ownLocation = {
  name: 'own-location',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, async ({ path: file }) => {
      let contents = (await readFile(file, 'utf8'))
        .replaceAll('import.meta.url', `${urlOf(file)}.href`)
        .replaceAll('import.meta.filename', pathOf(file))
        .replaceAll('import.meta.dirname', pathOf(path.dirname(file)));
      // CommonJS modules: esbuild wraps each in a function, where these are its own.
      if (
        /\b__(dirname|filename)\b/.test(contents) &&
        !/\b(var|let|const)\s+__(dirname|filename)\b/.test(contents)
      )
        contents = contents.replace(
          /^(#!.*\n)?/,
          `$1var __dirname = ${pathOf(path.dirname(file))}, __filename = ${pathOf(file)};`,
        );
      return { contents, loader: /\.[cm]?ts$/.test(file) ? 'ts' : 'js' };
    });
  },
};

const { outputFiles } = await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  plugins: [ownLocation],
  // The packages' CommonJS code calls require, which an ES module does not have.
  banner: { js: banner },
  // Stack traces name the sources (start.mjs turns source maps on). Node indexes every line of
  // a mapped file as it loads it: a few hundred lines instead of 137,000 save ~50 ms per start.
  sourcemap: 'linked',
  sourcesContent: false,
  minifyWhitespace: true,
  write: false,
  logLevel: 'warning',
});
// Each file whole or not at all, the map first: a server started meanwhile, or another
// `npm start` building the same bundle, reads either the old bundle or the new one.
outputFiles.sort((a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')));
await mkdir(path.dirname(bundle), { recursive: true });
for (const { path: file, contents } of outputFiles) {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, contents);
  await rename(partial, file);
}
