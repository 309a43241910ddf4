// CI step: `npm start` started as an operator's shell, a supervisor or a container's CMD starts
// it, then SIGTERM sent to the process `npm start` created (npm itself). The server must hear it:
// finish the requests in flight, exit, and leave nothing listening (issue #25). Prints one
// "  1 passed" or "  1 failed" line for .ci/run's count.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './lib.mjs';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const IN_FLIGHT = 5;
const STARTUP_MS = 240_000; // a first start builds the web app and the API bundle

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const npm = spawn('npm', ['start'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quadro-signal-')),
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    RATE_LIMITS: 'off',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
npm.stdout.on('data', (chunk) => (output += chunk));
npm.stderr.on('data', (chunk) => (output += chunk));
const npmExited = new Promise((resolve) =>
  npm.once('exit', (code, signal) => resolve({ code, signal })),
);

let failure = null;
try {
  await waitFor('/readyz', async () => (await fetch(`${base}/readyz`)).ok, STARTUP_MS);
  // Registrations hash a password (argon2): each is still running when the signal arrives.
  const register = (i) =>
    fetch(`${base}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Sinal ${i}`,
        email: `sinal-${i}-${Date.now()}@example.com`,
        password: 'Senha-Forte-123',
        turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
      }),
    }).then((response) => response.status);
  const inFlight = Array.from({ length: IN_FLIGHT }, (_, i) => register(i));
  await waitFor(
    'the requests to arrive',
    async () => (output.match(/"url":"\/v1\/auth\/register"/g) ?? []).length >= IN_FLIGHT,
    10_000,
  );
  process.kill(npm.pid, 'SIGTERM');
  const statuses = await Promise.all(inFlight);
  if (!statuses.every((status) => status === 201))
    throw new Error(`requests in flight answered ${statuses.join(', ')}, not 201 each`);
  await Promise.race([
    npmExited,
    new Promise((_, reject) => setTimeout(() => reject(new Error('npm did not exit')), 20_000)),
  ]);
  await waitFor(
    'the server to stop listening',
    async () => {
      try {
        await fetch(`${base}/healthz`);
        return false;
      } catch {
        return true;
      }
    },
    20_000,
  );
  if (
    !output.includes('"signal":"SIGTERM"') ||
    !output.includes('shutting down: draining requests')
  )
    throw new Error('the server never heard SIGTERM');
} catch (error) {
  failure = error;
  npm.kill('SIGKILL');
  // The server, orphaned when the signal did not reach it, is named in its own log lines.
  const server = Number(output.match(/"pid":(\d+)/)?.[1]);
  if (server) process.kill(server, 'SIGKILL');
}

if (failure) {
  console.log(output.split('\n').slice(-30).join('\n'));
  console.log(`SIGTERM to npm start: ${failure.message}`);
  console.log('  1 failed');
  process.exit(1);
}
console.log(
  `SIGTERM to npm start: ${IN_FLIGHT} requests in flight finished, the server drained and exited`,
);
console.log('  1 passed');
