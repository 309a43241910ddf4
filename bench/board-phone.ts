/**
 * The board screen on a phone: Lighthouse mobile (default simulated throttling, median of RUNS)
 * on a default board, a 20 × 50 and a 20 × 250 board, with a trivial static page served the same
 * way as the floor; then, in Playwright at the same phone size, the cards mounted at first paint,
 * the board route's JS (gzip) and drag timings. Needs the web build (npm run build).
 * Run: npm run bench:phone
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { BENCH_JWT_SECRET, openDatabase } from './bench-database.js';
import { phoneTools } from './phone-tools.js';
import { seedBigBoard } from './seed-board.js';

const RUNS = Number(process.env.RUNS ?? 5);
const { launch, lighthouse } = await phoneTools();
const PLAYWRIGHT_RUNS = 5;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Lighthouse's mobile screen (Moto G Power), so Playwright sees what Lighthouse sees. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const PASSWORD = 'Senha-Forte-123';

const root = path.resolve(import.meta.dirname, '..');
const builtDist = path.join(root, 'apps/web/dist');
if (!existsSync(path.join(builtDist, 'index.html')))
  throw new Error('build the web app first: npm run build');

// A copy of the build plus the floor page, so the floor is served by the very same static plugin.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'quadro-phone-web-'));
cpSync(builtDist, webDistDir, { recursive: true });
writeFileSync(
  path.join(webDistDir, 'floor.html'),
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Página mínima"><title>Piso</title></head>
<body><main><h1>Quadro</h1><p>Uma página estática mínima, a referência da medição.</p></main></body></html>`,
);

const { database, cleanup } = await openDatabase();
const config = loadConfig({ LOG_LEVEL: 'error', RATE_LIMITS: 'off', DATA_DIR: tmpdir() });
const app = await buildApp({
  config: { ...config, jwtSecret: BENCH_JWT_SECRET, webDistDir },
  database,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const small = await seedBigBoard(address, database, 0, 0);
const middle = await seedBigBoard(address, database, 20, 50);
const big = await seedBigBoard(address, database, 20, 250);
type Seeded = typeof small;

/** A fresh session for each page load: a stored one would be refreshed, and rotation revokes. */
async function storedSession(seeded: Seeded): Promise<string> {
  // The registration answer carries the whole user; seedBigBoard types only its id.
  const { email } = seeded.auth.user as unknown as { email: string };
  const response = await fetch(`${address}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, turnstileToken: DEV_TURNSTILE_TOKEN }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  const { user, token, refreshToken } = (await response.json()) as Record<string, unknown>;
  return JSON.stringify({
    state: { user, token, refreshToken, isAuthenticated: true },
    version: 0,
  });
}

interface LighthouseSample {
  performance: number;
  lcp: number;
  tbt: number;
  accessibility: number;
  failedA11y: string[];
}

/**
 * One Lighthouse run in a fresh Chromium, or null when Lighthouse could not measure it (now and
 * then its trace misses the navigation's start, NO_NAVSTART, and it asks to be run again). The
 * session is written to localStorage first, from a static file of the same origin so no app code
 * gets cached; Lighthouse's storage reset clears caches but leaves localStorage alone.
 */
async function runLighthouse(url: string, seeded?: Seeded): Promise<LighthouseSample | null> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (seeded) {
      const session = await storedSession(seeded);
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${address}/favicon.svg`);
      await page.evaluate((value) => localStorage.setItem('quadro-auth', value), session);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    if (result.lhr.runtimeError) return null;
    const { categories, audits } = result.lhr;
    const a11yRefs = categories.accessibility?.auditRefs ?? [];
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      failedA11y: a11yRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** RUNS measured runs; a run Lighthouse could not measure is run again, up to RUNS times. */
async function lighthouseMedians(label: string, url: string, seeded?: Seeded) {
  const samples: LighthouseSample[] = [];
  let retries = 0;
  while (samples.length < RUNS) {
    const sample = await runLighthouse(url, seeded);
    if (sample) samples.push(sample);
    else if ((retries += 1) > RUNS) throw new Error(`${label}: Lighthouse failed ${retries} times`);
    process.stdout.write(`${label}: run ${samples.length}/${RUNS}\r`);
  }
  const failed = [...new Set(samples.flatMap((sample) => sample.failedA11y))];
  return {
    performance: median(samples.map((s) => s.performance)),
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    accessibility: median(samples.map((s) => s.accessibility)),
    failedA11y: failed,
    retries,
  };
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });

async function openSignedIn(seeded: Seeded, instrument?: () => void): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const session = await storedSession(seeded);
  await context.addInitScript((value) => localStorage.setItem('quadro-auth', value), session);
  // tsx compiles named inner functions with a `__name` helper that the page does not have.
  await context.addInitScript('globalThis.__name ??= (fn) => fn;');
  if (instrument) await context.addInitScript(instrument);
  return context.newPage();
}

/** At the first animation frame with cards: how many are in the DOM, and the scripts loaded. */
function recordFirstPaint() {
  const w = window as unknown as { firstPaint?: { cards: number; scripts: string[] } };
  const check = () => {
    const cards = document.querySelectorAll('[data-card-id]').length;
    if (cards === 0) return void requestAnimationFrame(check);
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js'));
    w.firstPaint = { cards, scripts };
  };
  requestAnimationFrame(check);
}

const compressedSize = (files: readonly string[], compress: (data: Buffer) => Buffer) =>
  files.reduce((sum, file) => sum + compress(readFileSync(path.join(webDistDir, file))).length, 0);

/** Cards and scripts at first paint, then the scripts loaded by the time the page is idle. */
async function firstPaint(seeded: Seeded) {
  const page = await openSignedIn(seeded, recordFirstPaint);
  await page.goto(`${address}/board/${seeded.boardId}`);
  const { cards, scripts } = (await (
    await page.waitForFunction(() => (window as unknown as { firstPaint?: unknown }).firstPaint)
  ).jsonValue()) as { cards: number; scripts: string[] };
  await page.waitForTimeout(3000);
  const later = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
  );
  const settled = await page.locator('[data-card-id]').count();
  await page.context().close();
  return {
    cards,
    settled,
    files: scripts.length,
    gzip: compressedSize(scripts, (data) => gzipSync(data)),
    brotli: compressedSize(scripts, (data) => brotliCompressSync(data)),
    gzipWhenIdle: compressedSize(later, (data) => gzipSync(data)),
  };
}

interface DragSample {
  /** Cards in the DOM with the dragged card's list scrolled into view. */
  cardsMounted: number;
  start: number;
  maxFrame: number;
  p95Frame: number;
  idleFrame: number;
}

/** Records frame times and when a drag's first frame was painted; read back by measureDrag. */
function instrumentDrag() {
  const w = window as unknown as {
    dragProbe: { down?: { x: number; y: number }; activated?: number; shown?: number };
    frames: number[];
  };
  w.dragProbe = {};
  w.frames = [];
  const tick = (time: number) => {
    w.frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  addEventListener('pointerdown', (e) => (w.dragProbe = { down: { x: e.clientX, y: e.clientY } }), {
    capture: true,
  });
  // dnd-kit activates once the pointer has moved 10 px.
  addEventListener(
    'pointermove',
    (e) => {
      const { down } = w.dragProbe;
      if (
        down &&
        !w.dragProbe.activated &&
        Math.hypot(e.clientX - down.x, e.clientY - down.y) >= 10
      )
        w.dragProbe.activated = e.timeStamp;
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (w.dragProbe.shown || !w.dragProbe.activated) return;
    if (!document.querySelector('[aria-pressed="true"][aria-roledescription]')) return;
    w.dragProbe.shown = -1;
    // After the frame that shows the drag has been painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (w.dragProbe.shown = performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

const frameIntervals = (frames: number[]) => frames.slice(1).map((time, i) => time - frames[i]!);

/** Picks a card up with the mouse, glides it over two columns and down, then cancels (Esc). */
async function measureDrag(
  seeded: Seeded,
  listName: string,
  cardTitle: string,
): Promise<DragSample> {
  const page = await openSignedIn(seeded, instrumentDrag);
  await page.goto(`${address}/board/${seeded.boardId}`);
  // Nothing drags while the board shows only its first screen.
  await page.locator('main[aria-busy="false"]').waitFor();
  // Columns far from view have no cards mounted: bring the list into view first.
  await page.getByRole('region', { name: listName, exact: true }).scrollIntoViewIfNeeded();
  const card = page.getByRole('button', { name: cardTitle }).first();
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  const cardsMounted = await page.locator('[data-card-id]').count();
  const idle = await page.evaluate(() => (window as unknown as { frames: number[] }).frames.length);
  await page.waitForTimeout(500);
  const box = (await card.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const dragFrom = await page.evaluate(
    () => (window as unknown as { frames: number[] }).frames.length,
  );
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y + 4, { steps: 2 });
  await page.waitForFunction(
    () => ((window as unknown as { dragProbe: { shown?: number } }).dragProbe.shown ?? 0) > 0,
  );
  await page.mouse.move(x + 150, y + 250, { steps: 40 });
  await page.mouse.move(x - 100, y + 60, { steps: 40 });
  const gliding = await page.evaluate(() => performance.now());
  await page.keyboard.press('Escape');
  await page.mouse.up();
  const { probe, frames } = await page.evaluate(() => {
    const w = window as unknown as {
      dragProbe: { activated: number; shown: number };
      frames: number[];
    };
    return { probe: w.dragProbe, frames: w.frames };
  });
  await page.context().close();
  const idleIntervals = frameIntervals(frames.slice(idle, dragFrom));
  // While the card glides: from the frame that showed the pick-up (its cost is the drag start)
  // to the Esc (the drop animation after it is not dragging).
  const dragIntervals = frameIntervals(
    frames.filter((time) => time >= probe.shown && time <= gliding),
  ).sort((a, b) => a - b);
  return {
    cardsMounted,
    start: probe.shown - probe.activated,
    maxFrame: dragIntervals.at(-1)!,
    p95Frame: dragIntervals[Math.floor(dragIntervals.length * 0.95)]!,
    idleFrame: median(idleIntervals),
  };
}

async function repeat<T>(times: number, run: () => Promise<T>): Promise<T[]> {
  const samples: T[] = [];
  for (let i = 0; i < times; i += 1) samples.push(await run());
  return samples;
}

const paintSamples = await repeat(PLAYWRIGHT_RUNS, () => firstPaint(big));
const smallDrags = await repeat(PLAYWRIGHT_RUNS, () =>
  measureDrag(small, '📝 A Fazer', '👋 Bem-vindo ao Quadro!'),
);
const bigDrags = await repeat(PLAYWRIGHT_RUNS, () =>
  measureDrag(big, 'Lista 1', 'Cartão 1.1: revisar a proposta comercial'),
);
await browser.close();

const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
const dragRow = (samples: DragSample[]) => {
  const idleFrame = median(samples.map((s) => s.idleFrame));
  const maxFrame = median(samples.map((s) => s.maxFrame));
  return {
    'cards mounted': median(samples.map((s) => s.cardsMounted)),
    'drag start': ms(median(samples.map((s) => s.start))),
    'p95 frame': ms(median(samples.map((s) => s.p95Frame))),
    'max frame': ms(maxFrame),
    'idle frame (floor)': ms(idleFrame),
    'max ÷ idle': ratio(maxFrame, idleFrame),
  };
};
console.log(
  `\nPlaywright at ${PHONE.viewport.width}×${PHONE.viewport.height}, no throttling, median of ${PLAYWRIGHT_RUNS}`,
);
const kB = (pick: (sample: (typeof paintSamples)[number]) => number) =>
  `${(median(paintSamples.map(pick)) / 1000).toFixed(1)} kB`;
console.table({
  'board of 20 × 250': {
    'cards at first paint': median(paintSamples.map((s) => s.cards)),
    'cards 3 s later': median(paintSamples.map((s) => s.settled)),
    'JS at first paint, gzip': kB((s) => s.gzip),
    '(brotli, as served)': kB((s) => s.brotli),
    files: median(paintSamples.map((s) => s.files)),
    'JS 3 s later, gzip': kB((s) => s.gzipWhenIdle),
  },
});
console.log(
  'Mouse drag, the list scrolled into view: pick up (drag start: 10 px of movement to the painted ' +
    'pick-up), glide 80 steps (the frames), cancel (Esc)',
);
console.table({
  'default board (floor)': dragRow(smallDrags),
  'board of 20 × 250': dragRow(bigDrags),
});

const floor = await lighthouseMedians('floor', `${address}/floor.html`);
const smallLh = await lighthouseMedians('small board', `${address}/board/${small.boardId}`, small);
const middleLh = await lighthouseMedians(
  '1,000 cards',
  `${address}/board/${middle.boardId}`,
  middle,
);
const bigLh = await lighthouseMedians('5,000 cards', `${address}/board/${big.boardId}`, big);
const lighthouseRow = (lh: Awaited<ReturnType<typeof lighthouseMedians>>) => ({
  performance: lh.performance,
  LCP: ms(lh.lcp),
  'LCP ÷ floor': ratio(lh.lcp, floor.lcp),
  TBT: ms(lh.tbt),
  accessibility: lh.accessibility,
  'failed a11y audits': lh.failedA11y.join(', ') || '—',
  'runs retried': lh.retries,
});
console.log(`\nLighthouse mobile (simulated throttling), median of ${RUNS} runs`);
console.table({
  'floor: static page, same server': lighthouseRow(floor),
  'default board (3 lists, 1 card)': lighthouseRow(smallLh),
  'board of 20 lists × 50 cards': lighthouseRow(middleLh),
  'board of 20 lists × 250 cards': lighthouseRow(bigLh),
});

await app.close();
await cleanup();
rmSync(webDistDir, { recursive: true, force: true });
