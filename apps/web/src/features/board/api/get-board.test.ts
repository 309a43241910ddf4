import { BOARD_VERSION_HEADER, type Board, type BoardChanges } from '@quadro/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNewBoardVersion } from '../../../lib/board-versions';
import { createQueryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/render';
import { makeBoard } from '../testing/board-fixtures';
import { useDeleteCard } from './delete-card';
import { boardQueryOptions } from './get-board';
import { useUpdateChecklistItem } from './update-checklist-item';
import { useUpdateList } from './update-list';

const BOARD = 'GET /v1/boards/board';
const changesKey = (since: number) => `GET /v1/boards/board/changes?since=${since}`;

/** What changed from `board` to its next version: card `a` renamed. */
function renamed(board: Board): BoardChanges {
  const { lists, ...head } = board;
  return {
    board: { ...head, version: board.version + 1 },
    since: board.version,
    lists: [],
    cards: [{ ...lists[0]!.cards[0]!, title: 'Renomeado' }],
    removedListIds: [],
    removedCardIds: [],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(handlers: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(handlers);
  const queryClient = createQueryClient();
  const fetchBoard = () =>
    queryClient.fetchQuery({ ...boardQueryOptions('board'), staleTime: 0, retry: false });
  const sent = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
      .map(([, init]) => new Headers(init?.headers).get('If-None-Match'));
  return { queryClient, fetchBoard, sent };
}

describe('the board query', () => {
  const board = makeBoard();

  it('loads the board whole once, then asks what changed since the version it holds', async () => {
    const { fetchBoard, sent } = setup({
      [BOARD]: () => jsonResponse({ board }),
      [changesKey(board.version)]: () => jsonResponse({ changes: renamed(board) }),
    });
    const first = await fetchBoard();
    expect(first).toEqual(board);
    const next = await fetchBoard();
    expect(next.version).toBe(board.version + 1);
    expect(next.lists[0]!.cards[0]!.title).toBe('Renomeado');
    // Untouched lists are the very objects held before.
    expect(next.lists[1]).toBe(first.lists[1]);
    expect(sent(changesKey(board.version))).toEqual([`"board.${board.version}"`]);
  });

  it('keeps the board it holds on a 304, and asks the database after a change of its own', async () => {
    const { queryClient, fetchBoard, sent } = setup({
      [BOARD]: () => jsonResponse({ board }),
      [changesKey(board.version)]: () => new Response(null, { status: 304 }),
    });
    const held = await fetchBoard();
    expect(await fetchBoard()).toBe(held);
    expectNewBoardVersion(queryClient, 'board');
    await fetchBoard();
    expect(sent(changesKey(board.version))).toEqual([`"board.${board.version}"`, null]);
  });

  it('names the version an event told of, unless a change of its own is still unanswered', async () => {
    const named = `${changesKey(board.version)}&reached=${board.version + 2}`;
    const { queryClient, fetchBoard, sent } = setup({
      [BOARD]: () => jsonResponse({ board }),
      [changesKey(board.version)]: () => new Response(null, { status: 304 }),
      [named]: () => new Response(null, { status: 304 }),
    });
    await fetchBoard();
    expectNewBoardVersion(queryClient, 'board', board.version + 1);
    expectNewBoardVersion(queryClient, 'board', board.version + 2);
    await fetchBoard();
    expect(sent(named)).toEqual([null]);

    expectNewBoardVersion(queryClient, 'board');
    expectNewBoardVersion(queryClient, 'board', board.version + 2);
    await fetchBoard();
    expect(sent(changesKey(board.version))).toEqual([null]);
  });

  it('keeps asking the database after a change of its own until an answer comes', async () => {
    let failures = 1;
    const { queryClient, fetchBoard, sent } = setup({
      [BOARD]: () => jsonResponse({ board }),
      [changesKey(board.version)]: () =>
        failures-- > 0
          ? jsonResponse({ error: 'Falhou', code: 'X' }, 500)
          : new Response(null, { status: 304 }),
    });
    await fetchBoard();
    expectNewBoardVersion(queryClient, 'board');
    await expect(fetchBoard()).rejects.toThrow();
    await fetchBoard();
    await fetchBoard();
    expect(sent(changesKey(board.version))).toEqual([null, null, `"board.${board.version}"`]);
  });

  it('loads the board whole again when the server no longer knows its version (410)', async () => {
    let wholeLoads = 0;
    const { fetchBoard } = setup({
      [BOARD]: () => jsonResponse({ board: { ...board, version: board.version + wholeLoads++ } }),
      [changesKey(board.version)]: () =>
        jsonResponse({ error: 'Carregue o quadro inteiro.', code: 'BOARD_CHANGES_GONE' }, 410),
    });
    await fetchBoard();
    expect((await fetchBoard()).version).toBe(board.version + 1);
    expect(wholeLoads).toBe(2);
  });

  it('forgets what it holds when the board leaves the cache', async () => {
    const { queryClient, fetchBoard, sent } = setup({ [BOARD]: () => jsonResponse({ board }) });
    await fetchBoard();
    queryClient.removeQueries({ queryKey: queryKeys.board('board'), exact: true });
    await fetchBoard();
    expect(sent(BOARD)).toHaveLength(2);
    expect(sent(changesKey(board.version))).toEqual([]);
  });
});

/** A write's answer: its body (none on a 204) and the board's version in its header, if given. */
function written(body: unknown, boardVersion?: number): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (boardVersion !== undefined) headers.set(BOARD_VERSION_HEADER, String(boardVersion));
  return body === undefined
    ? new Response(null, { status: 204, headers })
    : new Response(JSON.stringify(body), { headers });
}

/** The write a hook makes, as a screen of `queryClient` would ask for it. */
function writeWith<TVariables>(
  queryClient: QueryClient,
  useWrite: () => { mutateAsync: (variables: TVariables) => Promise<unknown> },
) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const { result } = renderHook(useWrite, { wrapper });
  return (variables: TVariables) => act(() => result.current.mutateAsync(variables));
}

describe("the board's next read after a write of this tab's own", () => {
  const board = makeBoard();
  const reached = `${changesKey(board.version)}&reached=${board.version + 1}`;
  const unchanged = () => new Response(null, { status: 304 });

  it('names the version a list rename answered', async () => {
    const { queryClient, fetchBoard, sent } = setup({
      [BOARD]: () => jsonResponse({ board }),
      [reached]: unchanged,
      'PATCH /v1/lists/todo': () =>
        written({ list: { ...board.lists[0], name: 'Feito' } }, board.version + 1),
    });
    await fetchBoard();
    await writeWith(queryClient, () => useUpdateList('board'))({
      listId: 'todo',
      changes: { name: 'Feito' },
    });
    await fetchBoard();
    expect(sent(reached)).toEqual([null]);
  });

  it('names the version a checklist item tick answered', async () => {
    const item = {
      id: 'i1',
      checklistId: 'k1',
      text: 'Item',
      done: true,
      position: 0,
      assigneeId: null,
      dueDate: null,
    };
    const { queryClient, fetchBoard, sent } = setup({
      [BOARD]: () => jsonResponse({ board }),
      [reached]: unchanged,
      'PATCH /v1/checklist-items/i1': () => written({ item }, board.version + 1),
    });
    await fetchBoard();
    await writeWith(queryClient, () => useUpdateChecklistItem('board', 'a'))({
      itemId: 'i1',
      change: { done: true },
    });
    await fetchBoard();
    expect(sent(reached)).toEqual([null]);
  });

  it('names the version a card deletion answered with no body (204)', async () => {
    const { queryClient, fetchBoard, sent } = setup({
      [BOARD]: () => jsonResponse({ board }),
      [reached]: unchanged,
      'DELETE /v1/cards/a': () => written(undefined, board.version + 1),
    });
    await fetchBoard();
    await writeWith(queryClient, () => useDeleteCard('board'))('a');
    await fetchBoard();
    expect(sent(reached)).toEqual([null]);
  });

  it('asks the database, naming no version, after a write answered without one', async () => {
    const { queryClient, fetchBoard, sent } = setup({
      [BOARD]: () => jsonResponse({ board }),
      [changesKey(board.version)]: unchanged,
      'PATCH /v1/lists/todo': () => written({ list: { ...board.lists[0], name: 'Feito' } }),
    });
    await fetchBoard();
    await writeWith(queryClient, () => useUpdateList('board'))({
      listId: 'todo',
      changes: { name: 'Feito' },
    });
    await fetchBoard();
    expect(sent(changesKey(board.version))).toEqual([null]);
  });
});
