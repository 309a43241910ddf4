import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { openBoard } from './support/board';
import { expectFitsPhone, PHONE } from './support/phone';
import { auth, ok, sharedBoard } from './support/team';

/** Pushed on the board's stream: well within the bell's minute of polling. */
const LIVE = { timeout: 10_000 };

test('an assigned teammate sees the notification arrive in the bell, opens the card from it, and mentions back', async ({
  browser,
  request,
}) => {
  const { owner, member, boardId } = await sharedBoard(request);
  const page = await openBoard(browser, member, boardId);
  const bell = page.getByRole('button', { name: /^Notificações/ });
  await expect(bell).toHaveAccessibleName('Notificações');

  // The owner assigns a new card to the member, from elsewhere: the bell counts it at once.
  const { user } = await ok<{ user: { id: string } }>(
    await request.get('/v1/auth/me', { headers: auth(member) }),
  );
  const board = await ok<{ board: { lists: { id: string }[] } }>(
    await request.get(`/v1/boards/${boardId}`, { headers: auth(owner) }),
  );
  const { card } = await ok<{ card: { id: string } }>(
    await request.post('/v1/cards', {
      headers: auth(owner),
      data: { listId: board.board.lists[0]!.id, title: 'Revisar contrato', assigneeId: user.id },
    }),
  );
  await expect(bell).toHaveAccessibleName('Notificações (1)', LIVE);

  await bell.click();
  const item = page.getByRole('menuitem', {
    name: /Olga Dona atribuiu a você o cartão "Revisar contrato"/,
  });
  await expect(item).toBeVisible();
  await expectNoA11yViolations(page, 'sino com uma notificação não lida');
  await item.click();

  // The card's dialog opens on its board, and the notification is read.
  await expect(page).toHaveURL(new RegExp(`/board/${boardId}\\?card=${card.id}`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Revisar contrato' })).toBeVisible();

  // A comment that mentions the owner, picked from the list by keyboard.
  const comment = dialog.getByRole('textbox', { name: 'Escreva um comentário' });
  await comment.fill('Pode revisar, ');
  await comment.pressSequentially('@Olg');
  const option = dialog
    .getByRole('listbox', { name: 'Mencionar membro' })
    .getByRole('option', { name: 'Olga Dona' });
  await expect(option).toBeVisible();
  await expectNoA11yViolations(page, 'lista de menções aberta');
  await comment.press('Enter');
  await expect(comment).toHaveValue('Pode revisar, @Olga Dona ');
  await comment.pressSequentially('hoje?');
  await dialog.getByRole('button', { name: 'Comentar' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Comentários' }).getByText('Pode revisar, @Olga Dona hoje?'),
  ).toBeVisible();
  // Sent: the server has it, and the field is empty again.
  await expect(comment).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/board/${boardId}$`));
  await expect(bell).toHaveAccessibleName('Notificações');
  const told = await ok<{ notifications: { kind: string; card: { id: string } }[] }>(
    await request.get('/v1/notifications', { headers: auth(owner) }),
  );
  expect(told.notifications.map(({ kind, card: { id } }) => [kind, id])).toEqual([
    ['mention', card.id],
  ]);
});

test('at 390 px the bell and the notification preferences fit, and a switch is saved', async ({
  browser,
  request,
}) => {
  const { member, boardId } = await sharedBoard(request);
  const page = await openBoard(browser, member, boardId);
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Nenhuma notificação' })).toBeVisible();
  await expectFitsPhone(page.getByRole('menu'));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Notificações' }).click();
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  // The bell stays in the header here too, and the header fits beside it.
  await expect(page.getByRole('button', { name: /^Notificações/ })).toBeVisible();
  await expectFitsPhone(page.getByRole('banner'));
  const mentions = page.getByRole('switch', { name: 'Menções a você Por email' });
  await expect(mentions).toHaveAttribute('aria-checked', 'true');
  await mentions.click();
  await expect(mentions).toHaveAttribute('aria-checked', 'false');
  await expectFitsPhone(page.locator('main'));
  await expectNoA11yViolations(page, 'preferências de notificação');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Menções a você Por email' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  const saved = await ok<{ email: { mentions: boolean } }>(
    await request.get('/v1/users/me/notification-preferences', { headers: auth(member) }),
  );
  expect(saved.email.mentions).toBe(false);
});
