import type { Board } from '@quadro/contracts';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Written } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { moveCardInBoard, type CardMove } from '../logic/board-cache';
import { makeBoard } from '../testing/board-fixtures';
import { optimisticBoardUpdate } from './optimistic-board';

const move: CardMove = {
  cardId: 'a',
  sourceListId: 'todo',
  destinationListId: 'doing',
  newPosition: 1,
};
const key = queryKeys.board('board');
const written: Written<unknown> = { answer: undefined, boardVersion: undefined };
const cardIds = (board: Board | undefined) =>
  board?.lists.map((list) => list.cards.map((card) => card.id));

function setup(mutationFn: (move: CardMove) => Promise<Written<unknown>>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const original = makeBoard();
  queryClient.setQueryData(key, original);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const observer = new MutationObserver(queryClient, {
    mutationFn,
    ...optimisticBoardUpdate(queryClient, 'board', moveCardInBoard, 'Erro ao mover o cartão'),
  });
  return { queryClient, original, invalidate, observer };
}

afterEach(() => vi.restoreAllMocks());

describe('optimisticBoardUpdate', () => {
  it('patches the cache at once and refetches when the server accepts', async () => {
    let accept: (value: Written<unknown>) => void = () => {};
    const { queryClient, invalidate, observer } = setup(
      () => new Promise((resolve) => (accept = resolve)),
    );
    const done = observer.mutate(move);
    await waitFor(() =>
      expect(cardIds(queryClient.getQueryData(key))).toEqual([['b', 'c'], ['x', 'a'], []]),
    );
    expect(invalidate).not.toHaveBeenCalled();
    accept(written);
    await done;
    expect(invalidate).toHaveBeenCalledWith({ queryKey: key, exact: true });
  });

  it('rolls back to the snapshot when the server refuses, and says why', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const { queryClient, original, invalidate, observer } = setup(() =>
      Promise.reject(new Error('409')),
    );
    await expect(observer.mutate(move)).rejects.toThrow('409');
    expect(queryClient.getQueryData(key)).toEqual(original);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Erro ao mover o cartão');
  });

  it("tells the server's own reason, and leaves a lapsed plan (402) to the app's one toast", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const stale = new ApiError(
      409,
      'STALE_MOVE',
      'Este cartão foi movido por outra pessoa. Atualize o quadro.',
    );
    await expect(setup(() => Promise.reject(stale)).observer.mutate(move)).rejects.toBe(stale);
    expect(error).toHaveBeenCalledWith(
      'Este cartão foi movido por outra pessoa. Atualize o quadro.',
    );
    error.mockClear();
    const lapsed = new ApiError(402, 'SUBSCRIPTION_REQUIRED', 'Assine');
    await expect(setup(() => Promise.reject(lapsed)).observer.mutate(move)).rejects.toBe(lapsed);
    expect(error).not.toHaveBeenCalled();
  });

  it('waits for the last pending change of the board before refetching', async () => {
    const resolvers: ((value: Written<unknown>) => void)[] = [];
    const { queryClient, invalidate } = setup(() => Promise.resolve(written));
    const options = {
      mutationFn: () => new Promise<Written<unknown>>((resolve) => resolvers.push(resolve)),
      ...optimisticBoardUpdate(queryClient, 'board', moveCardInBoard, 'Erro ao mover o cartão'),
    };
    const first = new MutationObserver(queryClient, options).mutate(move);
    const second = new MutationObserver(queryClient, options).mutate({ ...move, cardId: 'b' });
    await waitFor(() => expect(resolvers).toHaveLength(2));
    resolvers[0]?.(written);
    await first;
    expect(invalidate).not.toHaveBeenCalled();
    resolvers[1]?.(written);
    await second;
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
