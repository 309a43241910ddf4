// CI step: the README's production path. `npm run build` in this (full) install, then a copy of
// the checkout holding the builds and only production dependencies (`npm ci --omit=dev`: no Vite,
// esbuild or tsx), whose `npm start` must run the builds as they are and answer /readyz in
// production mode (issue #25). Prints one "  1 passed" or "  1 failed" line for .ci/run's count.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './lib.mjs';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const BUILDS = ['apps/web/dist', 'apps/api/dist'];
const DEV_ONLY = ['vite', 'esbuild', 'tsx', 'vitest', 'lighthouse'];

const copy = mkdtempSync(path.join(tmpdir(), 'quadro-production-'));
let output = '';
let failure = null;
try {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  for (const build of BUILDS)
    cpSync(path.join(root, build), path.join(copy, build), { recursive: true });
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: copy,
    stdio: 'inherit',
  });
  const installed = DEV_ONLY.filter((name) => existsSync(path.join(copy, 'node_modules', name)));
  if (installed.length) throw new Error(`development packages installed: ${installed.join(', ')}`);

  const port = await freePort();
  const server = spawn('npm', ['start'], {
    cwd: copy,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(copy, 'data'),
      DATABASE_URL: '',
      JWT_SECRET: 'p'.repeat(48),
      TURNSTILE_SECRET_KEY: 'turnstile-secret',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENT_GATEWAY: 'pagarme',
      PAGARME_API_KEY: 'sk_test_ci',
      PAGARME_WEBHOOK_USER: 'pagarme',
      PAGARME_WEBHOOK_PASSWORD: 'w'.repeat(24),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitFor(
      '/readyz',
      async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok,
      120_000,
    );
    const page = await fetch(`http://127.0.0.1:${port}/login`);
    if (!(await page.text()).includes('<div id="root">'))
      throw new Error('the web app is not served');
    if (/Gerando o build|gerando o build|Atualizando o build/.test(output))
      throw new Error('npm start rebuilt instead of running the builds it was given');
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
} catch (error) {
  failure = error;
}
rmSync(copy, { recursive: true, force: true });

if (failure) {
  console.log(output.split('\n').slice(-30).join('\n'));
  console.log(`production install: ${failure.message}`);
  console.log('  1 failed');
  process.exit(1);
}
console.log('production install: npm ci --omit=dev, then npm start answered /readyz and the app');
console.log('  1 passed');
