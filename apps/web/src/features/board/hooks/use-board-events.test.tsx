import type { Board } from '@quadro/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { serverStream } from '../../../test/event-stream';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/render';
import { makeBoard } from '../testing/board-fixtures';
import { boardQueryOptions } from '../api/get-board';
import { useBoardEvents } from './use-board-events';

const EVENTS = 'GET /v1/boards/board/events';
const BOARD = 'GET /v1/boards/board';
const CHANGES = 'GET /v1/boards/board/changes?since=';

let visibility: DocumentVisibilityState = 'visible';

function Probe() {
  useQuery(boardQueryOptions('board'));
  const live = useBoardEvents('board');
  return <p>{live ? 'ao vivo' : 'parado'}</p>;
}

/**
 * The hook on a board screen, with a server that opens `streams` in turn and then answers
 * `afterStreams`.
 */
function setup(
  streams: ReturnType<typeof serverStream>[],
  board = makeBoard(),
  afterStreams = () => jsonResponse({ error: 'Indisponível', code: 'X' }, 503),
) {
  const queue = [...streams];
  const fetchMock = stubFetch({
    [EVENTS]: (init) => queue.shift()?.response(init) ?? afterStreams(),
    [BOARD]: () => {
      const response = jsonResponse({ board: { ...board, version: board.version + 1 } });
      response.headers.set('ETag', `"board.${board.version + 1}"`);
      return response;
    },
    // What changed after the version answered whole, asked as the event named the next one:
    // only the board's version.
    [`${CHANGES}${board.version + 1}&reached=${board.version + 2}`]: () => {
      const { lists: _, ...head } = board;
      const changes = {
        board: { ...head, version: board.version + 2 },
        since: board.version + 1,
        lists: [],
        cards: [],
        removedListIds: [],
        removedCardIds: [],
      };
      return jsonResponse({ changes });
    },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.board('board'), board);
  const router = createMemoryRouter(
    [
      { path: '/board/board', element: <Probe /> },
      { path: '/board', element: <p>quadro padrão</p> },
    ],
    { initialEntries: ['/board/board'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
      .length;
  const requests = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
      .map(([, init]) => init);
  return { queryClient, calls, board, requests };
}

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useBoardEvents', () => {
  it('is live once the stream is ready, and refetches the board only for a version it lacks', async () => {
    const stream = serverStream();
    const { calls, board } = setup([stream]);
    expect(screen.getByText('parado')).toBeInTheDocument();
    await stream.send('ready', { boardId: 'board', version: board.version });
    expect(await screen.findByText('ao vivo')).toBeInTheDocument();
    await stream.send('board', { boardId: 'board', version: board.version });
    expect(calls(BOARD)).toBe(0);
    await stream.send('board', { boardId: 'board', version: board.version + 1 });
    await waitFor(() => expect(calls(BOARD)).toBe(1));
  });

  it('asks for a newer version whole, then for what changed, never revalidating the one it holds', async () => {
    const stream = serverStream();
    const { board, requests, queryClient } = setup([stream]);
    await stream.send('ready', { boardId: 'board', version: board.version });
    await stream.send('board', { boardId: 'board', version: board.version + 1 });
    await waitFor(() => expect(requests(BOARD)).toHaveLength(1));
    await stream.send('board', { boardId: 'board', version: board.version + 2 });
    await waitFor(() =>
      expect(queryClient.getQueryData<Board>(queryKeys.board('board'))?.version).toBe(
        board.version + 2,
      ),
    );
    // Named, so only an instance that has heard of it answers from memory.
    const changes = requests(`${CHANGES}${board.version + 1}&reached=${board.version + 2}`);
    expect(changes).toHaveLength(1);
    // A server instance that has not heard of the change yet would have answered 304.
    for (const init of [...requests(BOARD), ...changes])
      expect(new Headers(init?.headers).has('If-None-Match')).toBe(false);
  });

  it('marks the open cards’ checklists for refetching with a new version, unless one is changing', async () => {
    const stream = serverStream();
    const { queryClient, board } = setup([stream]);
    const checklists = queryKeys.checklists('board', 'card-1');
    queryClient.setQueryData(checklists, []);
    await stream.send('ready', { boardId: 'board', version: board.version });
    await stream.send('board', { boardId: 'board', version: board.version });
    expect(queryClient.getQueryState(checklists)?.isInvalidated).toBe(false);

    // A checklist change of this tab in flight refetches them itself once it settles.
    let settle!: () => void;
    void queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: mutationKeys.checklists('board'),
        mutationFn: () => new Promise<void>((resolve) => (settle = resolve)),
      })
      .execute(undefined);
    await stream.send('board', { boardId: 'board', version: board.version + 1 });
    expect(queryClient.getQueryState(checklists)?.isInvalidated).toBe(false);
    settle();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));

    await stream.send('board', { boardId: 'board', version: board.version + 2 });
    await waitFor(() => expect(queryClient.getQueryState(checklists)?.isInvalidated).toBe(true));
  });

  it('marks a card’s comments and the workspace for refetching', async () => {
    const stream = serverStream();
    const { queryClient, board } = setup([stream]);
    queryClient.setQueryData(queryKeys.comments('card-1'), { pages: [], pageParams: [] });
    queryClient.setQueryData(queryKeys.comments('card-2'), { pages: [], pageParams: [] });
    queryClient.setQueryData(queryKeys.workspace(board.workspaceId), {});
    await stream.send('ready', { boardId: 'board', version: board.version });
    await stream.send('comments', { boardId: 'board', cardId: 'card-1' });
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.comments('card-1'))?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(queryKeys.comments('card-2'))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(queryKeys.workspace(board.workspaceId))?.isInvalidated).toBe(
      false,
    );
    await stream.send('workspace', { workspaceId: board.workspaceId });
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.workspace(board.workspaceId))?.isInvalidated).toBe(
        true,
      ),
    );
  });

  it.each([
    ['owner', true],
    ['admin', false],
    ['member', false],
  ] as const)(
    'marks the plan status for refetching on a workspace event only for its owner (%s)',
    async (role, refetched) => {
      const stream = serverStream();
      const { queryClient, board } = setup([stream]);
      queryClient.setQueryData(queryKeys.workspaces(), [{ id: board.workspaceId, role }]);
      queryClient.setQueryData(queryKeys.subscriptionStatus(), { status: 'active' });
      await stream.send('ready', { boardId: 'board', version: board.version });
      await stream.send('workspace', { workspaceId: board.workspaceId });
      await waitFor(() =>
        expect(queryClient.getQueryState(queryKeys.workspaces())?.isInvalidated).toBe(true),
      );
      expect(queryClient.getQueryState(queryKeys.subscriptionStatus())?.isInvalidated).toBe(
        refetched,
      );
    },
  );

  it('refetches the bell’s notifications when the user is told of something', async () => {
    const stream = serverStream();
    const { queryClient, board } = setup([stream]);
    queryClient.setQueryData(queryKeys.notifications(), { pages: [], pageParams: [] });
    await stream.send('ready', { boardId: 'board', version: board.version });
    expect(queryClient.getQueryState(queryKeys.notifications())?.isInvalidated).toBe(false);
    await stream.send('notifications');
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.notifications())?.isInvalidated).toBe(true),
    );
  });

  it('refetches the workspace, not its history, when a teammate goes online or offline', async () => {
    const stream = serverStream();
    const { queryClient, board } = setup([stream]);
    const history = [...queryKeys.workspace(board.workspaceId), 'activities'];
    queryClient.setQueryData(queryKeys.workspace(board.workspaceId), {});
    queryClient.setQueryData(history, {});
    await stream.send('ready', { boardId: 'board', version: board.version });
    await stream.send('presence', { workspaceId: board.workspaceId });
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.workspace(board.workspaceId))?.isInvalidated).toBe(
        true,
      ),
    );
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(false);
  });

  it('reconnects at once when asked, and after a wait when the stream drops', async () => {
    const [first, second, third] = [serverStream(), serverStream(), serverStream()];
    const { calls, board } = setup([first, second, third]);
    await first.send('ready', { boardId: 'board', version: board.version });
    await first.send('reconnect');
    await first.end();
    await waitFor(() => expect(calls(EVENTS)).toBe(2));
    await second.send('ready', { boardId: 'board', version: board.version });
    expect(await screen.findByText('ao vivo')).toBeInTheDocument();
    const dropped = Date.now();
    await second.end();
    expect(await screen.findByText('parado')).toBeInTheDocument();
    await waitFor(() => expect(calls(EVENTS)).toBe(3));
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(450);
  });

  it('leaves for the default board when the board is gone for this user', async () => {
    const stream = serverStream();
    const { board } = setup([stream]);
    await stream.send('ready', { boardId: 'board', version: board.version });
    await stream.send('revoked', { workspaceId: board.workspaceId });
    await stream.end();
    expect(await screen.findByText('quadro padrão')).toBeInTheDocument();
  });

  it('leaves for the default board when the stream answers 404', async () => {
    // Answered from the first request: a stub swapped in after the render raced its reconnect.
    setup([], makeBoard(), () =>
      jsonResponse({ error: 'Quadro não encontrado', code: 'NOT_FOUND' }, 404),
    );
    expect(await screen.findByText('quadro padrão')).toBeInTheDocument();
  });

  it('closes while the tab is hidden and reopens when it is back', async () => {
    const [first, second] = [serverStream(), serverStream()];
    const { calls, board } = setup([first, second]);
    await first.send('ready', { boardId: 'board', version: board.version });
    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('parado')).toBeInTheDocument();
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(calls(EVENTS)).toBe(2));
  });
});
