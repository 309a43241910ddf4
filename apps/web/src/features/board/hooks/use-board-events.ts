import type { Board, Workspace, WorkspaceSummary } from '@quadro/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { expectNewBoardVersion } from '../../../lib/board-versions';
import { ApiError, openStream } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { reconnectDelay } from '../logic/reconnect-delay';

/** The server sends a heartbeat every 15 s: this much silence means the stream is dead. */
export const STREAM_SILENCE_MS = 45_000;

const isHidden = () => document.visibilityState === 'hidden';

/** What ends a stream: come back at once, after a wait, or never (the board is gone for us). */
type Ending = 'now' | 'later' | 'gone';

/** Whether the signed-in user owns the workspace, from what this tab already read of it. */
function ownsWorkspace(queryClient: QueryClient, workspaceId: string | undefined): boolean {
  if (!workspaceId) return false;
  const role =
    queryClient.getQueryData<Workspace>(queryKeys.workspace(workspaceId))?.role ??
    queryClient
      .getQueryData<WorkspaceSummary[]>(queryKeys.workspaces())
      ?.find(({ id }) => id === workspaceId)?.role;
  return role === 'owner';
}

function refreshFor(queryClient: QueryClient, boardId: string, message: EventSourceMessage) {
  const board = queryClient.getQueryData<Board>(queryKeys.board(boardId));
  const workspaceId = board?.workspaceId;
  const refetch = (queryKey: readonly unknown[], exact = false) =>
    void queryClient.invalidateQueries({ queryKey, exact });
  const history = () => workspaceId && refetch([...queryKeys.workspace(workspaceId), 'activities']);
  const workspace = () => {
    refetch(queryKeys.workspaces(), true);
    if (workspaceId) refetch(queryKeys.workspace(workspaceId));
    // The owner's plan may be what changed (a renewal declined or paid): their banner reads it.
    if (ownsWorkspace(queryClient, workspaceId)) refetch(queryKeys.subscriptionStatus(), true);
  };
  const boardItself = (version?: unknown) => {
    if (version !== undefined && version === board?.version) return;
    if (version !== undefined)
      expectNewBoardVersion(
        queryClient,
        boardId,
        typeof version === 'number' ? version : undefined,
      );
    // A change of ours in flight refetches when it settles; fetching now could undo its update.
    if (queryClient.isMutating({ mutationKey: mutationKeys.checklists(boardId) }) === 0)
      refetch(queryKeys.checklists(boardId));
    if (queryClient.isMutating({ mutationKey: mutationKeys.board(boardId) }) > 0) return;
    refetch(queryKeys.board(boardId), true);
  };
  const data = JSON.parse(message.data || '{}') as { version?: number; cardId?: string };

  switch (message.event) {
    case 'ready':
      boardItself(data.version);
      break;
    case 'board':
      boardItself(data.version);
      history();
      break;
    case 'comments':
      if (data.cardId) refetch(queryKeys.comments(data.cardId), true);
      history();
      break;
    case 'workspace':
      workspace();
      break;
    case 'presence':
      // A teammate went online or offline: their dot in the members panel, not the history.
      if (workspaceId) refetch(queryKeys.workspace(workspaceId), true);
      break;
    case 'notifications':
      // The signed-in user was told of something: the bell shows it now, not at its next poll.
      refetch(queryKeys.notifications(), true);
      break;
    case 'resync':
      workspace();
      refetch(['comments']);
      refetch(queryKeys.notifications(), true);
      break;
  }
}

/**
 * Follows the board's event stream (design §8) while the tab is visible and refetches what an
 * event names: the board (a 304 when this tab already has that version), a card's comments, the
 * workspace with its members and history. The stream is reopened with a growing wait after a drop,
 * and at once when the server asks (shutdown, token lifetime). Answers whether the stream is live:
 * while it is not, the adaptive polling stands in. A board deleted or a workspace left sends the
 * user to their default board.
 */
export function useBoardEvents(boardId: string, enabled = true): boolean {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [live, setLive] = useState(false);
  // Not a dependency of the stream: navigate changes with every location.
  const leaveForDefaultBoard = useEffectEvent(
    () => void navigate(paths.board(), { replace: true }),
  );

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let connection: AbortController | null = null;
    let retryTimer: number | undefined;
    let failures = 0;
    let everReady = false;

    async function follow(controller: AbortController): Promise<Ending> {
      const { signal } = controller;
      let ending: Ending = 'later';
      let silence: number | undefined;
      const expectMore = () => {
        window.clearTimeout(silence);
        silence = window.setTimeout(() => controller.abort('silent'), STREAM_SILENCE_MS);
      };
      const parser = createParser({
        onEvent: (message) => {
          if (message.event === 'reconnect') ending = 'now';
          else if (message.event === 'revoked' || message.event === 'deleted') ending = 'gone';
          else if (message.event === 'ready') {
            failures = 0;
            setLive(true);
            // Events sent while this tab was not listening are lost: refetch the workspace and
            // comments too (the board is refetched below, by its version).
            if (everReady) refreshFor(queryClient, boardId, { ...message, event: 'resync' });
            everReady = true;
          }
          refreshFor(queryClient, boardId, message);
        },
      });
      try {
        const response = await openStream(`/boards/${encodeURIComponent(boardId)}/events`, signal);
        expectMore();
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          expectMore();
          parser.feed(value);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) ending = 'gone';
        else if (!signal.aborted) console.error('Falha nas atualizações ao vivo do quadro', error);
      } finally {
        window.clearTimeout(silence);
      }
      return ending;
    }

    async function connect() {
      window.clearTimeout(retryTimer);
      if (stopped || connection || isHidden()) return;
      const controller = new AbortController();
      connection = controller;
      const ending = await follow(controller);
      // A connection already replaced (the tab hidden and shown again) leaves the new one's state.
      if (connection === controller) connection = null;
      if (!connection) setLive(false);
      if (stopped || controller.signal.reason === 'hidden') return;
      if (ending === 'gone') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.workspaces() });
        // A deletion made here moves on by itself (to /login after the last workspace): only
        // someone else's takes this tab to the default board.
        if (queryClient.isMutating({ mutationKey: mutationKeys.leaving() }) === 0)
          leaveForDefaultBoard();
      } else if (ending === 'now') {
        failures = 0;
        void connect();
      } else {
        retryTimer = window.setTimeout(() => void connect(), reconnectDelay(failures++));
      }
    }

    const onVisibilityChange = () => {
      if (!isHidden()) return void connect();
      window.clearTimeout(retryTimer);
      connection?.abort('hidden');
      connection = null;
    };

    void connect();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      connection?.abort('unmounted');
      document.removeEventListener('visibilitychange', onVisibilityChange);
      setLive(false);
    };
  }, [boardId, enabled, queryClient]);

  return live;
}
