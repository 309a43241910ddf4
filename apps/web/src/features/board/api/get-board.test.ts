import type { Board, BoardChanges } from '@quadro/contracts';
import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/render';
import { makeBoard } from '../testing/board-fixtures';
import { boardQueryOptions, expectNewBoardVersion } from './get-board';
import { optimisticBoardUpdate } from './optimistic-board';

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

  it('names the version a write of its own answered, and asks the database when it named none', async () => {
    const named = `${changesKey(board.version)}&reached=${board.version + 1}`;
    const { queryClient, fetchBoard, sent } = setup({
      [BOARD]: () => jsonResponse({ board }),
      [changesKey(board.version)]: () => new Response(null, { status: 304 }),
      [named]: () => new Response(null, { status: 304 }),
    });
    await fetchBoard();
    const write = (answer: unknown) =>
      new MutationObserver(queryClient, {
        mutationFn: (_variables: null) => Promise.resolve(answer),
        ...optimisticBoardUpdate(queryClient, 'board', (held: Board) => held, 'Erro'),
      }).mutate(null);
    await write({ card: {}, boardVersion: board.version + 1 });
    await fetchBoard();
    expect(sent(named)).toEqual([null]);

    await write({ card: {} });
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
