import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { serverCommand, startServer, stop } from '../test/server-process.js';

describe('server.ts', () => {
  it('holds DATA_DIR against a second server and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quadro-server-'));
    const first = startServer(dataDir);
    await first.ready();
    expect(existsSync(path.join(dataDir, 'quadro.lock'))).toBe(true);

    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('já está em uso pelo processo');

    stop(first.child);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    expect(existsSync(path.join(dataDir, 'quadro.lock'))).toBe(false);
  }, 60_000);

  it('prints, as its address, the one it listens on and puts in e-mail links', async () => {
    const port = await freePort();
    const server = startServer(mkdtempSync(path.join(tmpdir(), 'quadro-server-')), {
      PORT: String(port),
    });
    await server.ready();
    stop(server.child);
    await server.exited;
    const listening = server.output().match(/Server listening at (\S+?)"/)?.[1];
    const printed = server.output().match(/Quadro em (\S+)/)?.[1];
    expect(listening).toBe(`http://127.0.0.1:${port}`);
    expect(printed).toBe(listening);
  }, 60_000);

  it('warns when production runs on the embedded PGlite, which does not fsync', async () => {
    const port = await freePort();
    const server = startServer(mkdtempSync(path.join(tmpdir(), 'quadro-server-')), {
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'j'.repeat(48),
      TURNSTILE_SECRET_KEY: 'turnstile-secret',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENT_GATEWAY: 'pagarme',
      PAGARME_API_KEY: 'sk_test_123',
      PAGARME_WEBHOOK_USER: 'pagarme',
      PAGARME_WEBHOOK_PASSWORD: 'w'.repeat(24),
    });
    await server.ready();
    stop(server.child);
    await server.exited;
    expect(server.output()).toMatch(/"level":40,.*Produção no PGlite embutido/);
  }, 60_000);

  it('refuses a wrong configuration with one line naming the variable', async () => {
    const child = spawn(process.execPath, serverCommand, {
      env: { ...process.env, PORT: 'abc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Configuração inválida: PORT deve ser um número de porta (0 a 65535)',
    );
  }, 30_000);
});
