import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { registerThroughUi, uniqueEmail } from './support/session';

const AUTH_KEY = 'quadro-auth';
const BOARD_URL = /\/board\/[0-9a-f-]{36}$/;

const boardHeading = (page: Page) => page.getByRole('heading', { name: 'Meu Quadro', level: 1 });

/** Two tabs of one browser share the stored session, as two pages of one context do. */
async function twoTabsOnTheBoard(context: BrowserContext, name: string): Promise<[Page, Page]> {
  const tabA = await context.newPage();
  await registerThroughUi(tabA, name, uniqueEmail('abas'));
  await expect(tabA).toHaveURL(BOARD_URL);
  const tabB = await context.newPage();
  await tabB.goto(tabA.url());
  await expect(boardHeading(tabB)).toBeVisible();
  return [tabA, tabB];
}

const storedRefreshToken = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').state.refreshToken,
    AUTH_KEY,
  );

/** Breaks the stored access token's signature, as an expired or rotated key would. */
async function spoilAccessToken(page: Page) {
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
    stored.state.token = `${stored.state.token.split('.').slice(0, 2).join('.')}.invalida`;
    localStorage.setItem(key, JSON.stringify(stored));
  }, AUTH_KEY);
}

test('two tabs whose access token expired both refresh it and keep the session', async ({
  context,
}) => {
  const [tabA, tabB] = await twoTabsOnTheBoard(context, 'Helena Castro');
  const refreshStatuses: number[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/v1/auth/refresh')) refreshStatuses.push(response.status());
  });
  const refreshTokenBefore = await storedRefreshToken(tabA);

  await spoilAccessToken(tabA);
  await Promise.all([tabA.reload(), tabB.reload()]);
  for (const tab of [tabA, tabB]) {
    await expect(boardHeading(tab)).toBeVisible();
    await expect(tab).toHaveURL(BOARD_URL);
  }
  // Both tabs met the bad token; the tab that waited for the other's refresh (Web Lock) usually
  // adopts its tokens. It may not have seen the other tab's storage write yet (Chromium orders the
  // lock's grant and the storage update between processes independently), and then presents the
  // spent token again, inside the server's grace: never a reuse that ends the session.
  expect(refreshStatuses.length === 1 || refreshStatuses.length === 2).toBe(true);
  expect(refreshStatuses.every((status) => status === 200)).toBe(true);
  const refreshes = refreshStatuses.length;
  expect(await storedRefreshToken(tabB)).not.toBe(refreshTokenBefore);

  // The session was not revoked as a reuse: the new refresh token works too.
  await spoilAccessToken(tabB);
  await tabB.reload();
  await expect(boardHeading(tabB)).toBeVisible();
  await expect.poll(() => refreshStatuses).toEqual(Array(refreshes + 1).fill(200));
  await tabA.reload();
  await expect(boardHeading(tabA)).toBeVisible();
  await expect(tabA).toHaveURL(BOARD_URL);
});

test('logging out in one tab sends the other tab to the login page', async ({ context }) => {
  const [tabA, tabB] = await twoTabsOnTheBoard(context, 'Otávio Reis');
  // Survives only if tab B moves to /login without reloading the page.
  await tabB.evaluate(() => Object.assign(window, { sameDocument: true }));

  await tabA.getByRole('button', { name: 'Menu do usuário' }).click();
  await tabA.getByRole('menuitem', { name: 'Sair' }).click();
  await tabA.waitForURL(/\/login$/);

  await expect(tabB).toHaveURL(/\/login$/);
  await expect(tabB.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
  expect(await tabB.evaluate(() => 'sameDocument' in window)).toBe(true);
});
