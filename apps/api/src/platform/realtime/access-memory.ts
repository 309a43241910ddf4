import type { Role } from '@quadro/contracts';
import type { ChangeEvent } from './change-hub.js';

/** A caller's access to a board, as remembered: where the board lives and the caller's role. */
export interface BoardAccess {
  workspaceId: string;
  boardId: string;
  version: number;
  role: Role;
}

/** Past this many entries a map is emptied: memory stays bounded and refills from the database. */
const MAX_ENTRIES = 100_000;

/**
 * What this instance may answer a board revalidation from without the database (design §8,
 * docs/decisions/0026-revalidation-from-memory.md): live sessions, each board's workspace and
 * version, and each workspace's members. Only what the database said is remembered, never an
 * absence, and everything is forgotten as soon as the change events say it changed: a session
 * ended, a member removed, a board deleted or moved on. While the listening connection is down,
 * events are being missed, so nothing is remembered or answered.
 *
 * A read that fills the memory starts with `mark()` and hands the mark back: a forgetting change
 * heard meanwhile voids the fill, so an answer read before a revocation cannot outlive it.
 */
export function createAccessMemory({ maxEntries = MAX_ENTRIES } = {}) {
  let listening = false;
  let epoch = 0;
  const sessions = new Map<string, string>();
  const boards = new Map<string, { workspaceId: string; version: number }>();
  const members = new Map<string, Map<string, Role>>();

  function forget(change: () => void) {
    change();
    epoch += 1;
  }
  const holds = (mark: number) => listening && mark === epoch;
  function bounded<V>(map: Map<string, V>) {
    if (map.size >= maxEntries) forget(() => map.clear());
  }

  const forgetSession = (sessionId: string) => forget(() => sessions.delete(sessionId));
  const forgetSessionsOf = (userId: string) =>
    forget(() => {
      for (const [sessionId, owner] of sessions) if (owner === userId) sessions.delete(sessionId);
    });
  const forgetMember = (workspaceId: string, userId: string) =>
    forget(() => members.get(workspaceId)?.delete(userId));
  const forgetMembersOf = (workspaceId: string) => forget(() => members.delete(workspaceId));
  const forgetBoard = (boardId: string) => forget(() => boards.delete(boardId));

  /**
   * A version one of this instance's changes is about to commit. Remembered ahead of the commit:
   * a version ahead of the database only sends revalidations to it, one behind would answer 304.
   */
  function boardWritten(board: { workspaceId: string; boardId: string }, version: number) {
    const known = boards.get(board.boardId);
    if (known) known.version = Math.max(known.version, version);
    else {
      bounded(boards);
      boards.set(board.boardId, { workspaceId: board.workspaceId, version });
    }
  }

  function boardChanged(boardId: string, version: number) {
    const board = boards.get(boardId);
    // Unknown here, but a read may be filling it with the version before this one.
    if (!board) epoch += 1;
    else if (version > board.version) board.version = version;
  }

  return {
    /** Taken before a read whose answer will be remembered. */
    mark: () => epoch,

    isSessionLive: (sessionId: string, userId: string): boolean =>
      listening && sessions.get(sessionId) === userId,

    rememberSession(mark: number, sessionId: string, userId: string) {
      if (!holds(mark)) return;
      bounded(sessions);
      sessions.set(sessionId, userId);
    },

    boardAccess(boardId: string, userId: string): BoardAccess | undefined {
      if (!listening) return undefined;
      const board = boards.get(boardId);
      const role = board && members.get(board.workspaceId)?.get(userId);
      return role && { boardId, workspaceId: board.workspaceId, version: board.version, role };
    },

    rememberBoardAccess(mark: number, userId: string, access: BoardAccess) {
      if (!holds(mark)) return;
      bounded(boards);
      const known = boards.get(access.boardId);
      if (!known || known.version < access.version)
        boards.set(access.boardId, { workspaceId: access.workspaceId, version: access.version });
      let roles = members.get(access.workspaceId);
      if (!roles) {
        bounded(members);
        members.set(access.workspaceId, (roles = new Map()));
      }
      roles.set(userId, access.role);
    },

    /** Every change event this instance hears, before its streams hear it. */
    apply(event: ChangeEvent) {
      switch (event.type) {
        case 'board':
          boardChanged(event.boardId, event.version);
          break;
        case 'board-deleted':
          forgetBoard(event.boardId);
          break;
        case 'workspace':
          // A member joined or changed role, or the workspace itself changed.
          forgetMembersOf(event.workspaceId);
          break;
        case 'member-removed':
          forgetMember(event.workspaceId, event.userId);
          break;
        case 'session-ended':
          forgetSession(event.sessionId);
          break;
        case 'comments':
        case 'presence':
        case 'notification':
          break;
      }
    },

    /** The changes of this instance's own requests, heard before they answer. */
    boardWritten,
    forgetSession,
    forgetSessionsOf,
    forgetMember,
    forgetBoard,
    forgetWorkspace: (workspaceId: string) =>
      forget(() => {
        members.delete(workspaceId);
        for (const [boardId, board] of boards)
          if (board.workspaceId === workspaceId) boards.delete(boardId);
      }),

    /** Listening (again), or not: either way, what was remembered may have changed unheard. */
    setListening(now: boolean) {
      listening = now;
      forget(() => {
        sessions.clear();
        boards.clear();
        members.clear();
      });
    },
  };
}

export type AccessMemory = ReturnType<typeof createAccessMemory>;
