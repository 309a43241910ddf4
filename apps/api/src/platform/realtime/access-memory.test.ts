import { describe, expect, it } from 'vitest';
import { createAccessMemory } from './access-memory.js';

const workspaceId = '00000000-0000-4000-8000-000000000001';
const boardId = '00000000-0000-4000-8000-000000000002';
const userId = '00000000-0000-4000-8000-000000000003';
const sessionId = '00000000-0000-4000-8000-000000000004';
const at = 0;
const access = { workspaceId, boardId, version: 5, role: 'member' as const };

function listeningMemory(options?: { maxEntries: number }) {
  const memory = createAccessMemory(options);
  memory.setListening(true);
  return memory;
}

describe('access memory', () => {
  it('answers what a read told it, and nothing it was not told', () => {
    const memory = listeningMemory();
    expect(memory.boardAccess(boardId, userId)).toBeUndefined();
    expect(memory.isSessionLive(sessionId, userId)).toBe(false);
    memory.rememberBoardAccess(memory.mark(), userId, access);
    memory.rememberSession(memory.mark(), sessionId, userId);
    expect(memory.boardAccess(boardId, userId)).toEqual(access);
    expect(memory.isSessionLive(sessionId, userId)).toBe(true);
    // Another user of the same session id, or another member, is not vouched for.
    expect(memory.isSessionLive(sessionId, workspaceId)).toBe(false);
    expect(memory.boardAccess(boardId, workspaceId)).toBeUndefined();
  });

  it('drops a read that a forgetting change overtook', () => {
    const memory = listeningMemory();
    const mark = memory.mark();
    memory.apply({ type: 'session-ended', sessionId, userId, at });
    memory.rememberSession(mark, sessionId, userId);
    expect(memory.isSessionLive(sessionId, userId)).toBe(false);

    const boardMark = memory.mark();
    memory.apply({ type: 'member-removed', workspaceId, userId, at });
    memory.rememberBoardAccess(boardMark, userId, access);
    expect(memory.boardAccess(boardId, userId)).toBeUndefined();
  });

  it('drops a read of a board whose new version was heard before the board was known', () => {
    const memory = listeningMemory();
    const mark = memory.mark();
    memory.apply({ type: 'board', workspaceId, boardId, version: 6, at });
    memory.rememberBoardAccess(mark, userId, access);
    expect(memory.boardAccess(boardId, userId)).toBeUndefined();
  });

  it('never moves a version back', () => {
    const memory = listeningMemory();
    memory.rememberBoardAccess(memory.mark(), userId, access);
    memory.apply({ type: 'board', workspaceId, boardId, version: 7, at });
    memory.rememberBoardAccess(memory.mark(), userId, access);
    memory.apply({ type: 'board', workspaceId, boardId, version: 6, at });
    expect(memory.boardAccess(boardId, userId)?.version).toBe(7);
    memory.boardWritten({ workspaceId, boardId }, 9);
    expect(memory.boardAccess(boardId, userId)?.version).toBe(9);
  });

  it('forgets on every change that can take access away', () => {
    const memory = listeningMemory();
    const remember = () => {
      memory.rememberBoardAccess(memory.mark(), userId, access);
      memory.rememberSession(memory.mark(), sessionId, userId);
    };
    const forgetting = [
      () => memory.apply({ type: 'board-deleted', workspaceId, boardId, at }),
      () => memory.apply({ type: 'workspace', workspaceId, at }),
      () => memory.apply({ type: 'member-removed', workspaceId, userId, at }),
      () => memory.forgetBoard(boardId),
      () => memory.forgetMember(workspaceId, userId),
      () => memory.forgetWorkspace(workspaceId),
    ];
    for (const forget of forgetting) {
      remember();
      forget();
      expect(memory.boardAccess(boardId, userId)).toBeUndefined();
    }
    for (const forget of [
      () => memory.forgetSession(sessionId),
      () => memory.forgetSessionsOf(userId),
      () => memory.apply({ type: 'session-ended', sessionId, userId, at }),
    ]) {
      remember();
      forget();
      expect(memory.isSessionLive(sessionId, userId)).toBe(false);
    }
  });

  it('answers nothing while not listening, and starts empty when listening again', () => {
    const memory = listeningMemory();
    memory.rememberBoardAccess(memory.mark(), userId, access);
    memory.rememberSession(memory.mark(), sessionId, userId);
    memory.setListening(false);
    expect(memory.boardAccess(boardId, userId)).toBeUndefined();
    expect(memory.isSessionLive(sessionId, userId)).toBe(false);
    memory.rememberSession(memory.mark(), sessionId, userId);
    memory.setListening(true);
    expect(memory.isSessionLive(sessionId, userId)).toBe(false);
  });

  it('stays within its bound', () => {
    const memory = listeningMemory({ maxEntries: 3 });
    const ids = Array.from({ length: 5 }, (_, i) => `00000000-0000-4000-8000-00000000001${i}`);
    for (const id of ids) memory.rememberSession(memory.mark(), id, userId);
    const live = ids.filter((id) => memory.isSessionLive(id, userId));
    expect(live.length).toBeLessThanOrEqual(3);
    expect(live).toContain(ids[4]);
  });
});
