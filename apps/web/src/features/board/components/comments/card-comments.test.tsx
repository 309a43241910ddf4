import type { Comment, Member } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { CardComments } from './card-comments';

afterEach(() => vi.unstubAllGlobals());

const CARD = '7d8f7c1e-0000-4000-8000-000000000001';
const LIST = `GET /v1/comments/card/${CARD}?limit=50`;
const POST = `POST /v1/comments/card/${CARD}`;
const MINUTE = 60_000;

let sequence = 0;
function makeComment(overrides: Partial<Comment> = {}): Comment {
  sequence += 1;
  const createdAt = new Date(Date.now() - 5 * MINUTE).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    content: `Comentário ${sequence}`,
    createdAt,
    updatedAt: createdAt,
    user: { id: '10000000-0000-4000-8000-000000000001', name: 'Ana', avatarUrl: null },
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}

type Handlers = Parameters<typeof stubFetch>[0];

/** A fake server holding `comments`: `handlers` may change them, later GETs list the change. */
function renderComments(
  comments: Comment[],
  { canComment = true, members = [] as Member[] } = {},
  handlers: (stored: Comment[]) => Handlers = () => ({}),
) {
  const stored = [...comments];
  const fetchMock = stubFetch({
    [LIST]: () => jsonResponse({ comments: stored, nextCursor: null }),
    ...handlers(stored),
  });
  renderWithProviders(<CardComments cardId={CARD} canComment={canComment} members={members} />);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('CardComments', () => {
  it('shows HTML as text, keeps line breaks and names removed authors', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    renderComments([
      makeComment({ content: markup }),
      makeComment({ content: 'linha 1\nlinha 2', user: null }),
    ]);

    expect(await screen.findByText(markup)).toBeInTheDocument();
    expect(document.body.querySelector('img')).toBeNull();
    expect(screen.getByText('linha 1', { exact: false }).innerHTML).toMatch(
      /^linha 1<br>\s*linha 2$/,
    );
    expect(screen.getByText('Usuário removido')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comentários' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders Markdown, with links that open safely in a new tab', async () => {
    renderComments([makeComment({ content: '**feito** — ver [o PR](https://example.com/pr/1)' })]);

    expect(await screen.findByText('feito')).toContainHTML('<strong>feito</strong>');
    const link = screen.getByRole('link', { name: 'o PR' });
    expect(link).toHaveAttribute('href', 'https://example.com/pr/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the avatar image only from an allowed https host', async () => {
    renderComments([
      makeComment({
        user: {
          id: '10000000-0000-4000-8000-000000000002',
          name: 'Bia',
          avatarUrl: 'javascript:alert(1)',
        },
      }),
    ]);
    expect(await screen.findByText('Bia')).toBeInTheDocument();
    expect(document.body.querySelector('img')).toBeNull();
    expect(screen.getByText('B')).toBeInTheDocument();
  });

  it('shows the time relative to now, with the full date in a <time>', async () => {
    const comment = makeComment();
    renderComments([comment]);
    const time = await screen.findByText('há 5 minutos');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', comment.createdAt);
    expect(time.getAttribute('title')).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('offers edit and delete only where the server flags them', async () => {
    renderComments([
      makeComment({ content: 'meu', canEdit: true, canDelete: true }),
      makeComment({ content: 'de outro, moderável', canDelete: true }),
      makeComment({ content: 'de outro' }),
    ]);
    await screen.findByText('meu');
    const [mine, moderated, other] = screen.getAllByRole('listitem');
    expect(within(mine!).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    expect(within(moderated!).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(moderated!).getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    expect(within(other!).queryByRole('button')).toBeNull();
  });

  it('shows a reader no form', async () => {
    renderComments([makeComment({ content: 'olá' })], { canComment: false });
    await screen.findByText('olá');
    expect(screen.queryByRole('textbox', { name: 'Escreva um comentário' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Comentar' })).toBeNull();
  });

  it('shows loading, then the empty state', async () => {
    renderComments([]);
    expect(screen.getByText('Carregando comentários...')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum comentário ainda.')).toBeInTheDocument();
  });

  it('loads older comments above on demand, and new ones still land at the end', async () => {
    const older = [makeComment({ content: 'Mais antigo' })];
    const newest = [makeComment({ content: 'Recente' })];
    const posted = makeComment({ content: 'Novo' });
    stubFetch({
      // The cursor is the oldest comment of the page, as the API sends it.
      [LIST]: () => jsonResponse({ comments: newest, nextCursor: newest[0]!.id }),
      [`${LIST}&cursor=${newest[0]!.id}`]: () =>
        jsonResponse({ comments: older, nextCursor: null }),
      [POST]: () => {
        newest.push(posted);
        return jsonResponse({ comment: posted }, 201);
      },
    });
    renderWithProviders(<CardComments cardId={CARD} canComment members={[]} />);
    const list = await screen.findByRole('list', { name: 'Comentários' });
    await userEvent.click(
      within(list).getByRole('button', { name: 'Carregar comentários anteriores' }),
    );
    await within(list).findByText('Mais antigo');
    expect(within(list).queryByRole('button', { name: /anteriores/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Escreva um comentário'), 'Novo');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('Mais antigo'),
        expect.stringContaining('Recente'),
        expect.stringContaining('Novo'),
      ]),
    );
  });

  it('shows an error when the list fails', async () => {
    stubFetch({ [LIST]: () => jsonResponse({ error: 'Falhou', code: 'INTERNAL' }, 500) });
    renderWithProviders(<CardComments cardId={CARD} canComment members={[]} />);
    expect(await screen.findByText('Erro ao carregar comentários')).toBeInTheDocument();
  });

  it('posts the trimmed text with Ctrl+Enter and clears the field', async () => {
    const user = userEvent.setup();
    const created = makeComment({ content: 'Novo comentário' });
    const fetchMock = renderComments([], {}, (stored) => ({
      [POST]: () => {
        stored.push(created);
        return jsonResponse({ comment: created }, 201);
      },
    }));
    const field = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
    const button = screen.getByRole('button', { name: 'Comentar' });

    await user.type(field, '   ');
    expect(button).toBeDisabled();
    await user.type(field, ' Novo comentário ');
    expect(button).toBeEnabled();
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(field).toHaveValue(''));
    expect(bodyOf(fetchMock, POST)).toEqual({ content: 'Novo comentário' });
    expect(await screen.findByText('Novo comentário')).toBeInTheDocument();
  });

  it('keeps the text when posting fails', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = renderComments([], {}, () => ({
      [POST]: () => jsonResponse({ error: 'Falhou', code: 'INTERNAL' }, 500),
    }));
    const field = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
    await user.type(field, 'não perca isto');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));

    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(bodyOf(fetchMock, POST)).toEqual({ content: 'não perca isto' });
    expect(field).toHaveValue('não perca isto');
    error.mockRestore();
  });

  it('edits in place: Esc cancels, Ctrl+Enter saves, focus back on Editar', async () => {
    const user = userEvent.setup();
    const comment = makeComment({ content: 'antes', canEdit: true });
    const key = `PATCH /v1/comments/${comment.id}`;
    const fetchMock = renderComments([comment], {}, (stored) => ({
      [key]: () => {
        stored[0] = { ...comment, content: 'depois' };
        return jsonResponse({ comment: stored[0] });
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const editor = screen.getByRole('textbox', { name: 'Editar comentário' });
    await user.keyboard('{Escape}');
    expect(editor).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const field = screen.getByRole('textbox', { name: 'Editar comentário' });
    await user.clear(field);
    await user.type(field, '  ');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(field, 'depois');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('depois')).toBeInTheDocument();
    expect(bodyOf(fetchMock, key)).toEqual({ content: 'depois' });
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
  });

  it('opens the editor again with the typed text when the server refuses the edit', async () => {
    const user = userEvent.setup();
    const comment = makeComment({ content: 'antes', canEdit: true });
    renderComments([comment], {}, () => ({
      [`PATCH /v1/comments/${comment.id}`]: () =>
        jsonResponse({ error: 'Proibido', code: 'FORBIDDEN' }, 403),
    }));
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const field = screen.getByRole('textbox', { name: 'Editar comentário' });
    await user.clear(field);
    await user.type(field, 'texto novo');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('textbox', { name: 'Editar comentário' })).toHaveValue(
      'texto novo',
    );
  });

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    const comment = makeComment({ content: 'apague-me', canDelete: true });
    const key = `DELETE /v1/comments/${comment.id}`;
    const fetchMock = renderComments([comment], {}, (stored) => ({
      [key]: () => {
        stored.length = 0;
        return new Response(null, { status: 204 });
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));

    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Tem certeza que deseja excluir este comentário?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(screen.queryByText('apague-me')).toBeNull());
    expect(
      fetchMock.mock.calls.some(([url, init]) => `${init?.method} ${String(url)}` === key),
    ).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveFocus(),
    );
  });
});
