// `npm start`: builds the web app and bundles the API when their builds are missing or older than
// their sources, then runs the bundled server in this process. An install without the build tools
// (`npm ci --omit=dev`, production) runs the builds it was given as they are.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webDir = path.join(root, 'apps/web');
const contractsSrc = path.join(root, 'packages/contracts/src');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    0,
  );
}

function isStale(built, sources) {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  return builtAt < Math.max(...sources.map(newestMtime));
}

/**
 * Whether `built` must be (re)built here: never where its build tool is not installed (a
 * production install), where a missing build stops start-up with the way to make it.
 */
function mustBuild(built, sources, tool) {
  if (existsSync(path.join(root, 'node_modules', tool))) return isStale(built, sources);
  if (existsSync(built)) return false;
  console.error(
    `Build ausente: ${path.relative(root, built)}. Numa instalação só de produção, rode antes \`npm run build\` numa instalação completa e copie apps/web/dist e apps/api/dist.`,
  );
  process.exit(1);
}

const builtIndex = path.join(webDir, 'dist/index.html');
const webSources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  contractsSrc,
];
if (mustBuild(builtIndex, webSources, 'vite')) {
  console.log(
    existsSync(builtIndex)
      ? 'Atualizando o build da interface…'
      : 'Primeira execução: gerando o build da interface…',
  );
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit' },
  );
}

const apiBundle = path.join(root, 'apps/api/dist/server.js');
const buildApi = path.join(root, 'scripts/build-api.mjs');
const apiSources = [
  path.join(root, 'apps/api/src'),
  contractsSrc,
  // npm rewrites it whenever it changes node_modules, whose packages the bundle holds.
  path.join(root, 'node_modules/.package-lock.json'),
  buildApi,
];
if (mustBuild(apiBundle, apiSources, 'esbuild')) {
  console.log('Gerando o build da API…');
  execFileSync(process.execPath, [buildApi], { stdio: 'inherit' });
}

// A `.env` beside package.json (see .env.example), when there is one; variables already set win.
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

// Stack traces then name the sources, through the bundle's source map.
process.setSourceMapsEnabled(true);
await import(apiBundle);
