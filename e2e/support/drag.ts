import type { Locator, Page } from '@playwright/test';

/** A real pointer drag: press, move past the 10 px activation distance, glide, release. */
export async function dragWithMouse(page: Page, source: Locator, target: Locator) {
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
