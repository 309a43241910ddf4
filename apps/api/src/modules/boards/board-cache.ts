/**
 * The serialised body of a board per version: the second reader of a version costs a lookup.
 * Keys carry the version, so a stale entry is never served; least recently used boards go first.
 */
export function createBoardCache(maxBoards = 200) {
  const entries = new Map<string, { version: number; body: string }>();
  return {
    get(boardId: string, version: number): string | undefined {
      const entry = entries.get(boardId);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(boardId);
      entries.set(boardId, entry);
      return entry.body;
    },
    set(boardId: string, version: number, body: string): void {
      entries.delete(boardId);
      entries.set(boardId, { version, body });
      if (entries.size > maxBoards) entries.delete(entries.keys().next().value as string);
    },
  };
}

export type BoardCache = ReturnType<typeof createBoardCache>;
