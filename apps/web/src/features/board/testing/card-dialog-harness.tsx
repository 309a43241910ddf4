import type { Board, Member } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { boardQueryOptions } from '../api/get-board';
import { CardDetailDialog } from '../components/card-detail/card-detail-dialog';
import { makeBoard } from './board-fixtures';

interface Options {
  board?: Board;
  cardId?: string;
  canEdit?: boolean;
  members?: Member[];
  handlers?: Parameters<typeof stubFetch>[0];
}

/**
 * The card dialog over a board in the cache, as the board screen shows it: it follows the cached
 * board (optimistic changes show), which is never refetched. Answers the query client, the fetch
 * mock and the writes sent so far ('POST /v1/… {body}').
 */
export function renderCardDialog({
  board = makeBoard(),
  cardId = 'a',
  canEdit = true,
  members = [],
  handlers = {},
}: Options = {}) {
  const fetchMock = stubFetch({
    [`GET /v1/comments/card/${cardId}?limit=50`]: () =>
      jsonResponse({ comments: [], nextCursor: null }),
    [`GET /v1/cards/${cardId}/follow`]: () => jsonResponse({ following: false }),
    ...handlers,
  });
  const onClose = vi.fn();
  function OnBoard() {
    const { data } = useQuery({ ...boardQueryOptions(board.id), enabled: false });
    return data ? (
      <CardDetailDialog
        board={data}
        cardId={cardId}
        members={members}
        canEdit={canEdit}
        canManageLabels={canEdit}
        canComment={canEdit}
        onClose={onClose}
      />
    ) : null;
  }
  const { queryClient } = renderWithProviders(<OnBoard />);
  act(() => queryClient.setQueryData(queryKeys.board(board.id), board));
  const writes = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([url, init]) =>
        `${init?.method} ${String(url)} ${typeof init?.body === 'string' ? init.body : ''}`.trim(),
      );
  const cached = () => queryClient.getQueryData<Board>(queryKeys.board(board.id));
  return { queryClient, fetchMock, writes, cached, onClose };
}
