import { expect, type Browser, type Page } from '@playwright/test';
import { loginThroughUi } from './session';
import type { ApiUser } from './team';

export const TODO = '📝 A Fazer';
export const DOING = '🚀 Em Progresso';

export const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Signs in in a browser of its own, opens the board and waits until its event stream is open. */
export async function openBoard(browser: Browser, user: ApiUser, boardId: string) {
  const page = await (await browser.newContext()).newPage();
  await loginThroughUi(page, user.email);
  const streamOpened = page.waitForResponse(
    (r) => r.url().endsWith(`/v1/boards/${boardId}/events`) && r.ok(),
  );
  await page.goto(`/board/${boardId}`);
  await expect(column(page, TODO)).toBeVisible();
  await streamOpened;
  return page;
}
