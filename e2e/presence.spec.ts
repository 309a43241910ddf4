import { expect, test, type Page } from '@playwright/test';
import { openBoard } from './support/board';
import { sharedBoard } from './support/team';

/** A teammate's dot turns within a few seconds, pushed on the stream rather than refetched. */
const SOON = { timeout: 5_000 };

async function membersPanel(page: Page) {
  await page.getByRole('button', { name: 'Membros do workspace' }).click();
  const panel = page.getByRole('dialog', { name: /^Workspace de / });
  await expect(panel.getByRole('tablist', { name: 'Seções do painel de membros' })).toBeVisible();
  return panel;
}

test("a teammate's presence turns in the owner's open members panel as they come and go", async ({
  browser,
  request,
}) => {
  const { owner, member, boardId } = await sharedBoard(request);
  const ownerPage = await openBoard(browser, owner, boardId);
  const panel = await membersPanel(ownerPage);
  const teammate = panel.getByRole('listitem').filter({ hasText: 'Mário Membro' });
  await expect(teammate).toContainText('Offline');

  const memberPage = await openBoard(browser, member, boardId);
  await expect(teammate).toContainText('Online', SOON);

  // Closing the tab says goodbye (pagehide): no waiting for the timeout.
  await memberPage.close({ runBeforeUnload: true });
  await expect(teammate).toContainText('Visto por último agora mesmo', SOON);
});
