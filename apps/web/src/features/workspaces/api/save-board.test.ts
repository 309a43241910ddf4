import { BOARD_VERSION_HEADER } from '@quadro/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectedBoardVersions } from '../../../lib/board-versions';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub';
import { useSaveBoard } from './save-board';

const summary = { id: 'board', workspaceId: 'ws', name: 'Roadmap', color: '#3B82F6' };

const answer = (boardVersion?: number) =>
  new Response(JSON.stringify({ board: summary }), {
    status: boardVersion === undefined ? 201 : 200,
    headers: {
      'Content-Type': 'application/json',
      ...(boardVersion !== undefined && { [BOARD_VERSION_HEADER]: String(boardVersion) }),
    },
  });

function renderSaveBoard() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const { result } = renderHook(() => useSaveBoard(), { wrapper });
  return { queryClient, result };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSaveBoard', () => {
  it("names the version a rename answered for the board's next read", async () => {
    stubFetch({ 'PATCH /v1/boards/board': () => answer(8) });
    const { queryClient, result } = renderSaveBoard();
    await act(() =>
      result.current.mutateAsync({
        workspaceId: 'ws',
        boardId: 'board',
        fields: { name: 'Roadmap' },
      }),
    );
    expect(expectedBoardVersions(queryClient).get('board')).toEqual({ reached: 8 });
  });

  it('answers the board it created, expecting nothing of it', async () => {
    stubFetch({ 'POST /v1/boards/workspace/ws': () => answer() });
    const { queryClient, result } = renderSaveBoard();
    const saved = await act(() =>
      result.current.mutateAsync({
        workspaceId: 'ws',
        fields: { name: 'Roadmap', color: '#3B82F6' },
      }),
    );
    expect(saved.answer.board).toEqual(summary);
    expect(expectedBoardVersions(queryClient).size).toBe(0);
  });
});
