import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { dragWithMouse } from './support/drag';
import { linkFromMail } from './support/mail';
import { expectFitsPhone, PHONE } from './support/phone';
import { DEV_VERIFICATION, PASSWORD, registerThroughUi, uniqueEmail } from './support/session';

const TODO = '📝 A Fazer';
const DOING = '🚀 Em Progresso';
const WELCOME = /Bem-vindo ao Quadro/;
const WELCOME_TITLE = '👋 Bem-vindo ao Quadro!';
const BOARD_URL = /\/board\/[0-9a-f-]{36}$/;

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const welcomeCard = (page: Page, list = TODO) =>
  column(page, list).getByRole('button', { name: WELCOME });

/** Each person gets a context of their own (their own storage), closed after the test. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Signs up on a fresh board ('Meu Quadro') and answers that board's address. */
async function signUpOnBoard(page: Page, name: string, email: string) {
  await registerThroughUi(page, name, email);
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(BOARD_URL);
  return page.url();
}

/** 'Convidar pessoas' from the workspace menu; `role` is the radio's label ('Membro' by default). */
async function inviteThroughUi(page: Page, email: string, role?: 'Administrador') {
  await page.getByRole('button', { name: /trocar de workspace/ }).click();
  await page.getByRole('menuitem', { name: 'Convidar pessoas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar para o workspace' });
  await dialog.getByLabel('Email').fill(email);
  if (role) await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog.getByText(`Convite enviado para ${email}!`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Opens the welcome card's dialog; answers the dialog and its comments list. */
async function openWelcomeCard(page: Page) {
  await welcomeCard(page).click();
  const dialog = page.getByRole('dialog', { name: WELCOME });
  await expect(dialog.getByRole('heading', { name: 'Comentários' })).toBeVisible();
  return { dialog, comments: dialog.getByRole('list', { name: 'Comentários' }) };
}

async function comment(dialog: Locator, text: string) {
  await dialog.getByLabel('Escreva um comentário').fill(text);
  await dialog.getByRole('button', { name: 'Comentar' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Comentários' }).getByRole('listitem').filter({
      hasText: text,
    }),
  ).toBeVisible();
}

async function closeDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toBeHidden();
}

/** The header's avatars open the right-side panel, titled with the workspace's name. */
async function openMembersPanel(page: Page) {
  await page.getByRole('button', { name: 'Membros do workspace' }).click();
  const panel = page.getByRole('dialog', { name: /^Workspace de / });
  await expect(panel.getByRole('tablist', { name: 'Seções do painel de membros' })).toBeVisible();
  return panel;
}

async function selectTab(panel: Locator, name: 'Membros' | 'Histórico') {
  const tab = panel.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel', { name })).toBeVisible();
}

/** The panel spans the phone's screen and none of its content reaches past the right edge. */
async function expectWithinPhoneWidth(panel: Locator) {
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await expectFitsPhone(panel);
}

/** The history's entries as shown: author, then the sentence. */
const activity = (panel: Locator, sentence: string) =>
  panel
    .getByRole('list', { name: 'Atividades' })
    .getByRole('listitem')
    .filter({ hasText: sentence });

test('the owner invites, shares the board, makes the invitee read-only; both comment; the history tells it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const ownerName = 'Otávio Lima';
  const inviteeName = 'Ana Convidada';
  const ownerComment = 'Bem-vinda, Ana! Dá uma olhada nas listas.';
  const inviteeComment = 'Obrigada, Otávio! Já comecei a ler.';

  // The owner signs up and invites a new address.
  const owner = await newPage(browser);
  const boardUrl = await signUpOnBoard(owner, ownerName, uniqueEmail('dono'));
  const invitee = uniqueEmail('convidada');
  await inviteThroughUi(owner, invitee);

  // The invitee signs up from the e-mailed link, with the e-mail locked, and lands on the board.
  const link = await linkFromMail(invitee, /convidou você/, '/invite/');
  const page = await newPage(browser);
  await page.goto(link);
  await page.waitForURL(/\/register\?invite=/);
  await expect(page.getByLabel('Email')).toHaveValue(invitee);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Nome completo').fill(inviteeName);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByLabel(DEV_VERIFICATION).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(boardUrl);
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();
  // As a member: cards yes, lists no.
  await expect(page.getByRole('button', { name: '+ Nova Tarefa' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Nova Lista' })).toHaveCount(0);

  // While still a member, the invitee comments on the welcome card.
  const inviteeCard = await openWelcomeCard(page);
  await comment(inviteeCard.dialog, inviteeComment);
  await closeDialog(page, inviteeCard.dialog);

  // The owner finds the invitee in the members panel, as 'Membro', and makes them read-only.
  const panel = await openMembersPanel(owner);
  await expect(panel.getByRole('tab', { name: 'Membros' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByText('2 membros')).toBeVisible();
  const ownerRow = panel.getByRole('listitem').filter({ hasText: ownerName });
  await expect(ownerRow).toContainText('(você)');
  await expect(ownerRow).toContainText('Proprietário');
  await expect(ownerRow.getByRole('combobox')).toHaveCount(0);
  const inviteeRow = panel.getByRole('listitem').filter({ hasText: inviteeName });
  await expect(inviteeRow).toContainText(invitee);
  const roleSelect = inviteeRow.getByRole('combobox', { name: `Papel de ${inviteeName}` });
  await expect(roleSelect).toHaveValue('member');
  await expect(roleSelect.locator('option:checked')).toHaveText('Membro');
  await expectNoA11yViolations(owner, 'painel de membros (Membros)');

  const roleSaved = owner.waitForResponse(
    (response) => response.url().includes('/members/') && response.request().method() !== 'GET',
  );
  await roleSelect.selectOption({ label: 'Somente Leitura' });
  expect((await roleSaved).ok()).toBe(true);
  await expect(roleSelect).toHaveValue('read_only');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Fechar' }).click();
  await expect(panel).toBeHidden();

  // The owner sees the invitee's comment and answers it.
  const ownerCard = await openWelcomeCard(owner);
  await expect(
    ownerCard.comments.getByRole('listitem').filter({ hasText: inviteeComment }),
  ).toContainText(inviteeName);
  await comment(ownerCard.dialog, ownerComment);
  await closeDialog(owner, ownerCard.dialog);

  // The invitee, now read-only, sees both comments but can neither comment nor create.
  await page.reload();
  await expect(welcomeCard(page)).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Nova Tarefa' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Nova Lista' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Adicionar cartão em/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Editar lista/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Mover lista/ })).toHaveCount(0);
  const readerCard = await openWelcomeCard(page);
  const fromOwner = readerCard.comments.getByRole('listitem').filter({ hasText: ownerComment });
  await expect(fromOwner).toContainText(ownerName);
  await expect(
    readerCard.comments.getByRole('listitem').filter({ hasText: inviteeComment }),
  ).toBeVisible();
  await expect(readerCard.dialog.getByLabel('Escreva um comentário')).toHaveCount(0);
  await expect(readerCard.dialog.getByRole('button', { name: 'Comentar' })).toHaveCount(0);
  await expect(readerCard.dialog.getByRole('button', { name: 'Excluir cartão' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'cartão aberto por um leitor');
  await closeDialog(page, readerCard.dialog);

  // Nor drag: the card stays where it was, and nothing was sent.
  const moves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/cards/move')) moves.push(request.method());
  });
  await dragWithMouse(page, welcomeCard(page), column(page, DOING));
  await expect(welcomeCard(page)).toBeVisible();
  await expect(welcomeCard(page, DOING)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(welcomeCard(page)).toBeVisible();
  await expect(welcomeCard(page, DOING)).toHaveCount(0);
  expect(moves).toEqual([]);

  // The owner's history tells what happened, newest first.
  const history = await openMembersPanel(owner);
  await selectTab(history, 'Histórico');
  const sentences = [
    `${ownerName} comentou no cartão ${WELCOME_TITLE}`,
    `${ownerName} alterou o papel de ${inviteeName} de Membro para Somente Leitura`,
    `${inviteeName} comentou no cartão ${WELCOME_TITLE}`,
    `${inviteeName} entrou no workspace`,
    `${ownerName} convidou ${invitee}`,
  ];
  for (const sentence of sentences) await expect(activity(history, sentence)).toHaveCount(1);
  const entries = history.getByRole('list', { name: 'Atividades' }).getByRole('listitem');
  const texts = await entries.allTextContents();
  const order = sentences.map((sentence) => texts.findIndex((text) => text.includes(sentence)));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expectNoA11yViolations(owner, 'painel de membros (Histórico)');
  await history.getByRole('button', { name: 'Fechar' }).click();
  await expect(history).toBeHidden();

  // On a phone: the panel takes the screen's width, nothing in it sticks out, both tabs work.
  await owner.setViewportSize(PHONE);
  const phone = await openMembersPanel(owner);
  await expectWithinPhoneWidth(phone);
  await expect(phone.getByRole('combobox', { name: `Papel de ${inviteeName}` })).toHaveValue(
    'read_only',
  );
  await expect(phone.getByRole('button', { name: 'Sair' })).toBeInViewport();
  await expectNoA11yViolations(owner, 'painel de membros em 390 px (Membros)');
  await selectTab(phone, 'Histórico');
  await expect(activity(phone, `${inviteeName} entrou no workspace`)).toBeVisible();
  await expectWithinPhoneWidth(phone);
  await expectNoA11yViolations(owner, 'painel de membros em 390 px (Histórico)');
});

test('an existing user sees the invitation on the bell, ignores it, then accepts it', async ({
  browser,
}) => {
  const ownerName = 'Helena Prado';

  // B already has an account, with a verified e-mail, and their own board.
  const page = await newPage(browser);
  const email = uniqueEmail('bruno');
  const ownBoard = await signUpOnBoard(page, 'Bruno Existente', email);
  await page.goto(await linkFromMail(email, /Confirme seu email/, '/verify-email'));
  await expect(page.getByText('Email verificado com sucesso!')).toBeVisible();
  await page.goto('/board');
  await expect(page).toHaveURL(ownBoard);
  const quietBell = page.getByRole('button', { name: 'Notificações', exact: true });
  await expect(quietBell).toBeVisible();

  // A invites B's address as an admin.
  const owner = await newPage(browser);
  const ownerBoard = await signUpOnBoard(owner, ownerName, uniqueEmail('helena'));
  await inviteThroughUi(owner, email, 'Administrador');

  // B, on their own board, sees the count; the panel names who, where and which role.
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notificações (1)' });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveText('1');
  await bell.click();
  const menu = page.getByRole('menu');
  const invitation = menu.getByRole('group', {
    name: `${ownerName} convidou você para o workspace Workspace de Helena`,
  });
  await expect(invitation).toContainText(
    `${ownerName} convidou você para o workspace Workspace de Helena`,
  );
  await expect(invitation).toContainText('Papel: Administrador');
  await expect(invitation.getByRole('menuitem', { name: 'Aceitar' })).toBeVisible();
  await expectNoA11yViolations(page, 'sino de notificações aberto');

  // 'Ignorar' hides it for now and changes nothing on the server: it is back after a reload.
  await invitation.getByRole('menuitem', { name: 'Ignorar' }).click();
  await expect(menu).toBeHidden();
  await expect(quietBell).toBeVisible();
  await quietBell.click();
  await expect(
    page.getByRole('menu').getByRole('menuitem', { name: 'Nenhuma notificação' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page).toHaveURL(ownBoard);

  await page.reload();
  await page.getByRole('button', { name: 'Notificações (1)' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Aceitar' }).click();

  // 'Aceitar' opens A's board, with the invited role, and the bell is quiet again.
  await expect(page).toHaveURL(ownerBoard);
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filtrar por membro' })).toContainText(ownerName);
  await expect(page.getByRole('button', { name: '+ Nova Lista' })).toBeVisible();
  await expect(quietBell).toBeVisible();
  await quietBell.click();
  await expect(page.getByRole('menuitem', { name: 'Nenhuma notificação' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The owner's history has B joining.
  await owner.reload();
  const panel = await openMembersPanel(owner);
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Bruno Existente' }).getByRole('combobox'),
  ).toHaveValue('admin');
  await selectTab(panel, 'Histórico');
  await expect(activity(panel, 'Bruno Existente entrou no workspace')).toBeVisible();
  await expect(activity(panel, `${ownerName} convidou ${email}`)).toBeVisible();
});

test('at 390 px the board with the members panel open does not scroll sideways', async ({
  page,
}) => {
  // Each column's visually hidden card count once escaped the board's scroller and widened the
  // page to 888 px here.
  await page.setViewportSize(PHONE);
  await signUpOnBoard(page, 'Rita Celular', uniqueEmail('celular'));
  const panel = await openMembersPanel(page);
  await expectWithinPhoneWidth(panel);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
});
