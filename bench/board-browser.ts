/**
 * How long the board screen takes to show a board of 20 lists × 250 cards in Chromium, served by
 * the production server on PGlite. Needs the web build (npm run build). Run: npm run bench:browser
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite } from '../apps/api/src/platform/db/client.js';
import { seedBigBoard } from './seed-board.js';

const RUNS = 7;
const root = path.resolve(import.meta.dirname, '..');
const webDistDir = path.join(root, 'apps/web/dist');
if (!existsSync(path.join(webDistDir, 'index.html')))
  throw new Error('build the web app first: npm run build');

const dir = mkdtempSync(path.join(tmpdir(), 'quadro-bench-'));
const database = await openPglite({ dataDir: dir });
const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off', DATA_DIR: dir });
const app = await buildApp({
  config: { ...config, jwtSecret: 'bench-secret-bench-secret-bench-secret-1234', webDistDir },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const big = await seedBigBoard(address, database, 20, 250);
// Baseline in the same run: a board with just the default content (3 lists, 1 card).
const small = await seedBigBoard(address, database, 0, 0);

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
function storedSession(auth: typeof big.auth) {
  return JSON.stringify({
    state: {
      user: auth.user,
      token: auth.token,
      refreshToken: auth.refreshToken,
      isAuthenticated: true,
    },
    version: 0,
  });
}

/** Milliseconds from navigation until `text` is visible, over RUNS cold page loads. */
async function timeToShow(seeded: typeof big, text: string): Promise<number[]> {
  const samples: number[] = [];
  const stored = storedSession(seeded.auth);
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((value) => localStorage.setItem('quadro-auth', value), stored);
    const page = await context.newPage();
    const start = performance.now();
    await page.goto(`${address}/board/${seeded.boardId}`);
    await page.getByText(text, { exact: true }).first().waitFor();
    samples.push(performance.now() - start);
    await context.close();
  }
  return samples;
}

const smallBoard = await timeToShow(small, '📝 A Fazer');
const firstCard = await timeToShow(big, 'Cartão 1.1: revisar a proposta comercial');
const lastList = await timeToShow(big, 'Lista 20');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `\nBoard screen, 20 lists × 250 cards, ${RUNS} cold page loads (new browser context each), ms`,
);
console.table({
  'default board (3 lists, 1 card), first list visible': {
    median: median(smallBoard).toFixed(0),
    min: Math.min(...smallBoard).toFixed(0),
  },
  'big board, first card visible': {
    median: median(firstCard).toFixed(0),
    min: Math.min(...firstCard).toFixed(0),
  },
  'big board, last list rendered': {
    median: median(lastList).toFixed(0),
    min: Math.min(...lastList).toFixed(0),
  },
});

await browser.close();
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
