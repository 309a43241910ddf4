import { MAX_IMPORT_BYTES, type ImportReport } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ImportTrelloDialog } from './import-trello-dialog';

afterEach(() => vi.unstubAllGlobals());

const WS = '11111111-0000-4000-8000-000000000001';
const BOARD = '22222222-0000-4000-8000-000000000002';
const PREVIEW = `POST /v1/workspaces/${WS}/imports/trello?dryRun=true`;
const IMPORT = `POST /v1/workspaces/${WS}/imports/trello`;
/** The file as Trello writes it: it must reach the API byte for byte. */
const EXPORT = '{\n  "name": "Lançamento do site",\n  "lists": []\n}';

const report: ImportReport = {
  boardName: 'Lançamento do site',
  lists: 4,
  cards: 6,
  archivedCards: 1,
  labels: 4,
  checklists: 1,
  checkItems: 3,
  comments: 3,
  commentsMissing: 2,
  attachments: 1,
  members: [{ fullName: 'Ana Souza', username: 'anasouza' }],
  warnings: [
    '1 etiqueta sem cor no Trello ficou preta: "Jurídico".',
    '2 comentários não estão no arquivo exportado',
  ],
};

type Handler = Parameters<typeof stubFetch>[0] extends Record<string, infer H> | undefined
  ? H
  : never;

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function setup(handlers: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({ [PREVIEW]: () => jsonResponse({ report }), ...handlers });
  const onClose = vi.fn();
  const { queryClient } = renderWithProviders(
    <>
      <ImportTrelloDialog workspaceId={WS} onClose={onClose} />
      <Location />
    </>,
  );
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
  return { calls, onClose, queryClient };
}

const dialog = () => screen.getByRole('dialog', { name: 'Importar do Trello' });
const fileInput = () => within(dialog()).getByLabelText('Arquivo JSON do Trello');
const importButton = () => within(dialog()).getByRole('button', { name: 'Importar quadro' });
const exportFile = (text = EXPORT, name = 'quadro.json') =>
  new File([text], name, { type: 'application/json' });

describe('ImportTrelloDialog', () => {
  it('says where the file comes from, with the file input focused', () => {
    setup();
    expect(fileInput()).toHaveFocus();
    expect(fileInput()).toHaveAccessibleDescription(
      'No Trello: Menu → Imprimir e exportar → Exportar como JSON. Até 50 MB.',
    );
    expect(fileInput()).toHaveAttribute('accept', '.json,application/json');
    expect(importButton()).toBeDisabled();
  });

  it('previews the chosen file: the board, its counts, the warnings and whom to invite', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = setup({
      [PREVIEW]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await userEvent.upload(fileInput(), exportFile());
    expect(await within(dialog()).findByText('Lendo o arquivo…')).toBeVisible();
    expect(importButton()).toBeDisabled();
    answer(jsonResponse({ report }));

    const preview = await within(dialog()).findByRole('region', { name: 'Lançamento do site' });
    const counts = within(preview).getByRole('list', { name: 'O que será importado' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '4 listas',
      '6 cartões (1 arquivado)',
      '4 etiquetas',
      '1 checklist com 3 itens',
      '3 comentários',
      '1 anexo como link',
    ]);
    const warnings = within(preview).getByRole('list', { name: 'Avisos' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(report.warnings);
    const people = within(preview).getByRole('list', {
      name: 'Pessoa do quadro no Trello — convide-a pelo e-mail',
    });
    expect(within(people).getByRole('listitem')).toHaveTextContent('Ana Souza @anasouza');
    expect(within(dialog()).getByText('Prévia pronta: Lançamento do site.')).toBeInTheDocument();
    expect(importButton()).toBeEnabled();

    const [[, init]] = calls(PREVIEW) as [[unknown, RequestInit]];
    expect(init.body).toBe(EXPORT);
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls(IMPORT)).toHaveLength(0);
  });

  it("shows the API's refusal and takes another file", async () => {
    let refuse = true;
    setup({
      [PREVIEW]: () =>
        refuse
          ? jsonResponse(
              {
                code: 'IMPORT_INVALID',
                error: 'O arquivo não é a exportação em JSON de um quadro do Trello.',
              },
              400,
            )
          : jsonResponse({ report }),
    });
    await userEvent.upload(fileInput(), exportFile('{"tarefas": []}', 'tarefas.json'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'O arquivo não é a exportação em JSON de um quadro do Trello.',
    );
    expect(importButton()).toBeDisabled();
    expect(within(dialog()).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();

    refuse = false;
    await userEvent.upload(fileInput(), exportFile());
    expect(
      await within(dialog()).findByRole('region', { name: 'Lançamento do site' }),
    ).toBeVisible();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('asks again for a preview that failed on the way, with the same file', async () => {
    let down = true;
    const { calls } = setup({
      [PREVIEW]: () =>
        down
          ? jsonResponse({ code: 'INTERNAL_ERROR', error: 'Erro interno do servidor' }, 500)
          : jsonResponse({ report }),
    });
    await userEvent.upload(fileInput(), exportFile());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Erro interno do servidor',
    );
    down = false;
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await within(dialog()).findByRole('region', { name: 'Lançamento do site' }),
    ).toBeVisible();
    expect(calls(PREVIEW).map(([, init]) => init?.body)).toEqual([EXPORT, EXPORT]);
  });

  it('refuses a file over 50 MB without sending it', async () => {
    const { calls } = setup();
    const huge = exportFile();
    Object.defineProperty(huge, 'size', { value: MAX_IMPORT_BYTES + 1 });
    await userEvent.upload(fileInput(), huge);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'O arquivo tem 50,1 MB; o limite é 50 MB.',
    );
    expect(calls(PREVIEW)).toHaveLength(0);
    expect(importButton()).toBeDisabled();
  });

  it('imports the same file, refreshes the boards and opens the new board', async () => {
    const { calls, onClose, queryClient } = setup({
      [IMPORT]: () => jsonResponse({ board: { id: BOARD }, report }, 201),
    });
    queryClient.setQueryData(queryKeys.boards(WS), []);
    await userEvent.upload(fileInput(), exportFile());
    await within(dialog()).findByRole('region', { name: 'Lançamento do site' });
    await userEvent.click(importButton());

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/board/${BOARD}`),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls(IMPORT).map(([, init]) => init?.body)).toEqual([EXPORT]);
    expect(queryClient.getQueryState(queryKeys.boards(WS))?.isInvalidated).toBe(true);
  });

  it('keeps the preview when the import fails, and imports on the next try', async () => {
    let busy = true;
    const { onClose } = setup({
      [IMPORT]: () =>
        busy
          ? jsonResponse(
              { code: 'RATE_LIMITED', error: 'Muitas tentativas. Tente novamente em instantes.' },
              429,
            )
          : jsonResponse({ board: { id: BOARD }, report }, 201),
    });
    await userEvent.upload(fileInput(), exportFile());
    await within(dialog()).findByRole('region', { name: 'Lançamento do site' });
    await userEvent.click(importButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Tente novamente em instantes.',
    );
    expect(within(dialog()).getByRole('region', { name: 'Lançamento do site' })).toBeVisible();

    busy = false;
    await userEvent.click(importButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open while the board is written; otherwise Escape closes it', async () => {
    let finish: (response: Response) => void = () => {};
    const { onClose } = setup({
      [IMPORT]: () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    await userEvent.upload(fileInput(), exportFile());
    await within(dialog()).findByRole('region', { name: 'Lançamento do site' });
    await userEvent.click(importButton());
    await waitFor(() => expect(importButton()).toBeDisabled());
    expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(fileInput()).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    finish(
      jsonResponse(
        { code: 'RATE_LIMITED', error: 'Muitas tentativas. Tente novamente em instantes.' },
        429,
      ),
    );
    await within(dialog()).findByRole('alert');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
