import { expect, test } from '@playwright/test';
import { column, DOING, openBoard, TODO } from './support/board';
import { dragWithKeyboardToEmptyList } from './support/drag';
import { loginThroughUi } from './support/session';
import { sharedBoard, type ApiUser } from './support/team';

/** What "appears for the other" means: on screen within 2 s of the change, without reload. */
const LIVE = { timeout: 2_000 };

test('a card created, renamed, moved and commented by one member appears for the other at once', async ({
  browser,
  request,
}) => {
  const { owner, member, boardId } = await sharedBoard(request);
  const ownerPage = await openBoard(browser, owner, boardId);
  const memberPage = await openBoard(browser, member, boardId);

  await ownerPage.getByRole('button', { name: '+ Nova Tarefa' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Nova Tarefa' });
  await dialog.getByLabel('Título').fill('Revisar contrato');
  await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    column(memberPage, TODO).getByRole('button', { name: /Revisar contrato/ }),
  ).toBeVisible(LIVE);

  await column(ownerPage, TODO)
    .getByRole('button', { name: /Revisar contrato/ })
    .click();
  const detail = ownerPage.getByRole('dialog');
  await detail.getByRole('button', { name: /editar título/ }).click();
  await detail.getByLabel('Título do cartão').fill('Revisar contrato final');
  await ownerPage.keyboard.press('Enter');
  await expect(
    column(memberPage, TODO).getByRole('button', { name: /Revisar contrato final/ }),
  ).toBeVisible(LIVE);

  // The member keeps the card open while the owner comments on it.
  await column(memberPage, TODO)
    .getByRole('button', { name: /Revisar contrato final/ })
    .click();
  const memberDetail = memberPage.getByRole('dialog');
  await expect(memberDetail.getByText('Nenhum comentário ainda.')).toBeVisible();
  await detail.getByLabel('Escreva um comentário').fill('Falta a assinatura');
  await detail.getByRole('button', { name: 'Comentar' }).click();
  await expect(memberDetail.getByText('Falta a assinatura')).toBeVisible(LIVE);
  await memberPage.keyboard.press('Escape');
  await ownerPage.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await dragWithKeyboardToEmptyList(
    ownerPage,
    column(ownerPage, TODO).getByRole('button', { name: /Revisar contrato final/ }),
    DOING,
  );
  await expect(
    column(memberPage, DOING).getByRole('button', { name: /Revisar contrato final/ }),
  ).toBeVisible(LIVE);
  await expect(
    column(memberPage, TODO).getByRole('button', { name: /Revisar contrato final/ }),
  ).toHaveCount(0);
});

test('with the event stream blocked, a change arrives by polling instead', async ({
  browser,
  request,
}) => {
  const { owner, member, boardId } = await sharedBoard(request);
  const memberPage = await (await browser.newContext()).newPage();
  await memberPage.route('**/v1/boards/*/events', (route) => route.abort());
  await memberPage.clock.install();
  await loginThroughUi(memberPage, member.email);
  // The board opens with its first screen, then fetches the whole board: that fetch must be over
  // before the change, or it brings the card without any poll.
  const wholeBoard = memberPage.waitForResponse(
    (response) => new URL(response.url()).pathname === `/v1/boards/${boardId}`,
  );
  await memberPage.goto(`/board/${boardId}`);
  await expect(column(memberPage, TODO)).toBeVisible();
  await wholeBoard;

  const created = await request.post('/v1/cards', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { listId: await firstListId(request, owner, boardId), title: 'Chegou pela consulta' },
  });
  expect(created.status()).toBe(201);
  const card = column(memberPage, TODO).getByRole('button', { name: /Chegou pela consulta/ });
  await expect(card).toHaveCount(0);
  // The first poll is due 30 s after the board loaded.
  await memberPage.clock.fastForward(30_000);
  await expect(card).toBeVisible(LIVE);
});

async function firstListId(
  request: Parameters<typeof sharedBoard>[0],
  user: ApiUser,
  boardId: string,
): Promise<string> {
  const response = await request.get(`/v1/boards/${boardId}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  return ((await response.json()) as { board: { lists: { id: string }[] } }).board.lists[0]!.id;
}
