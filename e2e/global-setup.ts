import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeViaCep } from '../apps/api/test/fake-viacep';
import { startMailbox } from '../apps/api/test/mailbox';
import { E2E_BASE_URL, E2E_MAIL_DIR, E2E_PORT, E2E_RUN_DIR } from './support/env';

const root = path.resolve(import.meta.dirname, '..');

async function waitForReady(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready at ${url} after ${timeoutMs} ms`);
}

/**
 * Builds the web app and runs the production server (`npm start`) on a fresh embedded database,
 * with a local SMTP listener and a local ViaCEP (postal codes) in place of the real services.
 */
export default async function globalSetup() {
  rmSync(E2E_RUN_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

  // Each received e-mail becomes a JSON file the specs read (they run in other processes).
  let sequence = 0;
  const smtp = await startMailbox((mail) => {
    sequence += 1;
    const file = path.join(E2E_MAIL_DIR, `${Date.now()}-${String(sequence).padStart(5, '0')}.json`);
    writeFileSync(file, JSON.stringify(mail));
  });
  // The API looks postal codes up server-side (docs/decisions/0023-billing-one-charge-per-month-kept-by-us-status-computed-from-the-clock.md): never the real
  // ViaCEP from a test run. The fake knows 01001000 → Praça da Sé, Sé, São Paulo, SP.
  const viaCep = await startFakeViaCep();
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: path.join(E2E_RUN_DIR, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The journeys sign up more people from one address than the hourly limit allows; the
      // limits themselves are tested by the API suite (rate-limits.test.ts) on both databases.
      RATE_LIMITS: 'off',
      POSTAL_CODE_URL: viaCep.url,
      // The default, said out loud: billing.spec.ts relies on its test cards.
      PAYMENT_GATEWAY: 'sandbox',
    },
  });
  await waitForReady(`${E2E_BASE_URL}/readyz`, 60_000);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await smtp.close();
    await viaCep.close();
  };
}
