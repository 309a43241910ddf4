import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { column } from './support/board';
import { expectFitsPhone, PHONE } from './support/phone';
import { registerThroughUi, uniqueEmail } from './support/session';

/** A Trello export whose lists and cards are stored out of order: the import sorts them by pos. */
const EXPORT = path.join(import.meta.dirname, 'fixtures', 'trello', 'small-board.json');
const BOARD = 'Lançamento do site';

test('the owner previews a Trello export, imports it and lands on the board, lists and cards in order', async ({
  page,
}) => {
  await registerThroughUi(page, 'Olga Importadora', uniqueEmail('importa'));
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();

  // The workspace menu opens the dialog on its file input; Escape gives the focus back.
  const menuButton = page.getByRole('button', { name: /trocar de workspace/ });
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Importar do Trello' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar do Trello' });
  const file = dialog.getByLabel('Arquivo JSON do Trello');
  await expect(file).toBeFocused();
  await expect(dialog).toContainText('No Trello: Menu → Imprimir e exportar → Exportar como JSON');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Importar do Trello' }).click();

  // A file that is not a Trello board is refused in the API's words; another can be chosen.
  await file.setInputFiles({
    name: 'tarefas.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"tarefas": ["a", "b"]}'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'O arquivo não é a exportação em JSON de um quadro do Trello.',
  );
  const importButton = dialog.getByRole('button', { name: 'Importar quadro' });
  await expect(importButton).toBeDisabled();

  // The preview: what would be written, what changes on the way, whom to invite.
  await file.setInputFiles(EXPORT);
  const preview = dialog.getByRole('region', { name: BOARD });
  const counts = preview.getByRole('list', { name: 'O que será importado' }).getByRole('listitem');
  await expect(counts).toHaveText([
    '4 listas',
    '6 cartões (1 arquivado)',
    '4 etiquetas',
    '1 checklist com 3 itens',
    '3 comentários',
    '1 anexo como link',
  ]);
  await expect(preview.getByRole('list', { name: 'Avisos' })).toHaveText(
    '1 etiqueta sem cor no Trello ficou preta: "Jurídico".',
  );
  const people = preview.getByRole('list', {
    name: 'Pessoas do quadro no Trello — convide-as pelo e-mail',
  });
  await expect(people.getByRole('listitem')).toHaveText([/^Ana Souza/, /^Bruno Lima/]);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(importButton).toBeEnabled();
  await expectNoA11yViolations(page, 'prévia da importação do Trello');

  // On a phone the dialog fits, and the import starts from there.
  await page.setViewportSize(PHONE);
  await expectFitsPhone(dialog);
  await expectNoA11yViolations(page, 'prévia da importação do Trello a 390 px');
  await importButton.click();
  // Before the board's load, which can outlast the toast's 4 s on a busy machine.
  await expect(page.getByText(`Quadro "${BOARD}" importado do Trello`)).toBeVisible();
  await page.waitForURL(/\/board\/[0-9a-f-]{36}$/);
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole('heading', { name: BOARD, level: 1 })).toBeVisible();
  // Trello's order (by pos), the archived list and card left out of sight.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'A fazer',
    'Fazendo',
    'Feito',
  ]);
  const cards = (list: string) => column(page, list).getByRole('listitem');
  await expect(cards('A fazer')).toHaveCount(2);
  await expect(cards('A fazer')).toContainText(['Contratar hospedagem', 'Escrever textos da home']);
  await expect(cards('Fazendo')).toHaveText([/Layout da página de preços/]);
  await expect(cards('Feito')).toHaveText([/Registrar domínio/]);
});
