import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse } from '../../../test/render';
import { makeBoard } from '../testing/board-fixtures';
import { useAdaptivePolling } from './use-adaptive-polling';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function setup() {
  const fetchMock = stubFetch({
    'GET /v1/boards/board': () => jsonResponse({ board: makeBoard() }),
    // After the first poll loads it whole, each asks what changed: nothing (304).
    [`GET /v1/boards/board/changes?since=${makeBoard().version}`]: () =>
      new Response(null, { status: 304 }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.board('board'), makeBoard());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useAdaptivePolling('board'), { wrapper });
  const polls = () => fetchMock.mock.calls.length;
  return { polls };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useAdaptivePolling', () => {
  it('polls every 30 s, then every 60 s after more than 6 unchanged polls', async () => {
    const { polls } = setup();
    await advance(29_999);
    expect(polls()).toBe(0);
    await advance(1);
    expect(polls()).toBe(1);
    await advance(6 * 30_000);
    expect(polls()).toBe(7);
    // Seven unchanged polls: the next one waits 60 s.
    await advance(30_000);
    expect(polls()).toBe(7);
    await advance(30_000);
    expect(polls()).toBe(8);
  });

  it('waits 120 s after more than 12 unchanged polls', async () => {
    const { polls } = setup();
    // 7 polls 30 s apart, then 6 more 60 s apart: 13 unchanged polls in all.
    await advance(7 * 30_000 + 6 * 60_000);
    expect(polls()).toBe(13);
    await advance(119_999);
    expect(polls()).toBe(13);
    await advance(1);
    expect(polls()).toBe(14);
  });

  it('pauses while the tab is hidden and polls 10 s after it comes back', async () => {
    const { polls } = setup();
    setVisibility('hidden');
    await advance(120_000);
    expect(polls()).toBe(0);
    setVisibility('visible');
    await advance(10_000);
    expect(polls()).toBe(1);
  });
});
