import { BOARD_VERSION_HEADER } from '@quadro/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectedBoardVersions } from '../../../lib/board-versions';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub';
import { useArchiveBoard } from './archive-board';
import { useRestoreBoard } from './restore-board';

const answer = (boardVersion: number) =>
  new Response(
    JSON.stringify({
      board: { id: 'board', workspaceId: 'ws', name: 'Roadmap', color: '#3B82F6' },
    }),
    {
      headers: { 'Content-Type': 'application/json', [BOARD_VERSION_HEADER]: String(boardVersion) },
    },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('archiving and restoring a board', () => {
  it("names the version each answered for the board's next read", async () => {
    stubFetch({
      'POST /v1/boards/board/archive': () => answer(8),
      'POST /v1/boards/board/restore': () => answer(9),
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(
      () => ({ archive: useArchiveBoard('ws'), restore: useRestoreBoard('ws') }),
      { wrapper },
    );
    const expected = expectedBoardVersions(queryClient);

    await act(() => result.current.archive.mutateAsync('board'));
    expect(expected.get('board')).toEqual({ reached: 8 });
    await act(() => result.current.restore.mutateAsync('board'));
    expect(expected.get('board')).toEqual({ reached: 9 });
  });
});
