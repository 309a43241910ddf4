import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../../test/harness.js';
import { startServer, stop } from '../../../test/server-process.js';

const run = promisify(execFile);
const scripts = path.join(import.meta.dirname, '../../../../../scripts');

async function call<T>(url: string, method: string, token: string | null, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('npm run backup and npm run restore', () => {
  it('copies a running server’s embedded database under writes, and the restore keeps every acknowledged one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quadro-backup-'));
    const env = { ...process.env, DATA_DIR: dataDir };
    const first = startServer(dataDir);
    await first.ready();
    const base = first.url();
    const email = `copia-${Date.now()}@example.com`;
    const { body: auth } = await call<{ token: string }>(`${base}/v1/auth/register`, 'POST', null, {
      name: 'Cópia',
      email,
      password: STRONG_PASSWORD,
      turnstileToken: DEV_TURNSTILE_TOKEN,
    });
    const { body: created } = await call<{ board: { id: string } }>(
      `${base}/v1/boards/default`,
      'POST',
      auth.token,
    );
    const { body: loaded } = await call<{ board: { lists: { id: string }[] } }>(
      `${base}/v1/boards/${created.board.id}`,
      'GET',
      auth.token,
    );
    const listId = loaded.board.lists[0]!.id;

    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i += 1) {
        const title = `Cartão ${i}`;
        const { status } = await call(`${base}/v1/cards`, 'POST', auth.token, { listId, title });
        if (status === 201) acknowledged.push(title);
      }
    })();
    await until(() => acknowledged.length >= 15, 'fifteen writes');
    const beforeBackup = [...acknowledged];
    const { stdout } = await run(process.execPath, [path.join(scripts, 'backup.mjs')], { env });
    const file = stdout.match(/Cópia do banco embutido: (\S+)/)?.[1];
    expect(file).toBeDefined();
    const afterBackup = acknowledged.length;
    await until(() => acknowledged.length >= afterBackup + 5, 'writes after the copy');
    writing = false;
    await writer;
    stop(first.child);
    expect(await first.exited).toBe(0);

    const refused = await run(process.execPath, [path.join(scripts, 'restore.mjs')], { env }).catch(
      (error: { code: number }) => error,
    );
    expect((refused as { code: number }).code).toBe(1);
    const restored = await run(process.execPath, [path.join(scripts, 'restore.mjs'), file!], {
      env,
    });
    expect(restored.stdout).toMatch(/Restaurado de .* o banco anterior ficou em /);

    const second = startServer(dataDir);
    await second.ready();
    const again = second.url();
    const { body: login } = await call<{ token: string }>(`${again}/v1/auth/login`, 'POST', null, {
      email,
      password: STRONG_PASSWORD,
      turnstileToken: DEV_TURNSTILE_TOKEN,
    });
    const { body: board } = await call<{ board: { lists: { cards: { title: string }[] }[] } }>(
      `${again}/v1/boards/${created.board.id}`,
      'GET',
      login.token,
    );
    const titles = new Set(
      board.board.lists.flatMap((list) => list.cards.map((card) => card.title)),
    );
    expect(beforeBackup.filter((title) => !titles.has(title))).toEqual([]);
    expect(titles.has(acknowledged.at(-1)!)).toBe(false);
    stop(second.child);
    expect(await second.exited).toBe(0);
    // With no server on DATA_DIR, the script opens the database and copies it itself.
    const offline = await run(process.execPath, [path.join(scripts, 'backup.mjs')], { env });
    expect(offline.stdout).toMatch(/Cópia do banco embutido \(servidor parado\): \S+\.tar\.gz/);
  }, 180_000);
});
