import type { SearchResult } from '@quadro/contracts';

export interface ResultGroup {
  boardId: string;
  boardName: string;
  /** The board's results in rank order, each with its place in the whole list as shown. */
  results: { result: SearchResult; index: number }[];
}

/**
 * The results grouped by board, boards in the order of their best result. `index` numbers the
 * results as shown (group after group), which is the order the arrow keys walk.
 */
export function groupResultsByBoard(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const result of results) {
    let group = groups.get(result.boardId);
    if (!group) {
      group = { boardId: result.boardId, boardName: result.boardName, results: [] };
      groups.set(result.boardId, group);
    }
    group.results.push({ result, index: 0 });
  }
  let index = 0;
  for (const group of groups.values()) for (const entry of group.results) entry.index = index++;
  return [...groups.values()];
}
