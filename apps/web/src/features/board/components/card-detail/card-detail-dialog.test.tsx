import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { makeBoard } from '../../testing/board-fixtures';
import { CardDetailDialog } from './card-detail-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('CardDetailDialog comments', () => {
  it('shows the comments; Esc in a comment edit cancels the edit, not the dialog', async () => {
    const user = userEvent.setup();
    const createdAt = new Date().toISOString();
    stubFetch({
      'GET /v1/comments/card/a?limit=50': () =>
        jsonResponse({
          comments: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              content: 'Primeiro',
              createdAt,
              updatedAt: createdAt,
              user: null,
              canEdit: true,
              canDelete: true,
            },
          ],
          nextCursor: null,
        }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <CardDetailDialog
        board={makeBoard()}
        cardId="a"
        members={[]}
        canEdit
        canComment
        onClose={onClose}
      />,
    );

    expect(await screen.findByText('Primeiro')).toBeInTheDocument();
    expect(screen.getByText('agora mesmo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Editar comentário' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Escreva um comentário' })).toBeInTheDocument();
  });

  it('shows the description as Markdown and edits its raw text', async () => {
    const user = userEvent.setup();
    stubFetch({});
    const board = makeBoard();
    const description = '### Passos\n\n- **abrir** o [guia](https://example.com/guia)';
    board.lists[0]!.cards[0] = { ...board.lists[0]!.cards[0]!, description };
    renderWithProviders(
      <CardDetailDialog
        board={board}
        cardId="a"
        members={[]}
        canEdit
        canComment
        onClose={vi.fn()}
      />,
    );

    expect(await screen.findByRole('heading', { name: 'Passos', level: 6 })).toBeInTheDocument();
    expect(screen.getByText('abrir').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'guia' })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Editar descrição' }));
    expect(screen.getByRole('textbox', { name: 'Descrição do cartão' })).toHaveValue(description);
  });
});
