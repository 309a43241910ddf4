import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing drags while the board shows only its first screen (`aria-busy` on its main region). */
async function wholeBoardShown(page: Page) {
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
}

/** A real pointer drag: press, move past the 10 px activation distance, glide, release. */
export async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  await wholeBoardShown(page);
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not visible');
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 12, startY + 6, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 20, { steps: 25 });
  await page.mouse.up();
}

/**
 * A keyboard drag of a focused card to an empty list: Space picks it up; each arrow press moves it
 * 25 px, so the arrows go on until the live region says it is over that list (how far that is
 * depends on the column width, the window and any scrolling); Space drops it there.
 */
export async function dragWithKeyboardToEmptyList(page: Page, card: Locator, listName: string) {
  const status = page.getByRole('status');
  await wholeBoardShown(page);
  // Cards become draggable once the caller's role is known (the workspace's own request), and
  // Space on a card that is not yet draggable opens it instead.
  await expect(card).toHaveAttribute('aria-roledescription', 'cartão arrastável');
  await card.focus();
  await page.keyboard.press('Space');
  // A busy machine may otherwise send the arrows before the pick-up took.
  await expect(status.filter({ hasText: /Você pegou|está sobre/ })).toBeAttached();
  const overList = status.filter({ hasText: `está sobre lista “${listName}”` });
  for (let step = 0; step < 40 && (await overList.count()) === 0; step += 1)
    await page.keyboard.press('ArrowRight');
  await expect(overList).toBeAttached();
  await page.keyboard.press('Space');
}
