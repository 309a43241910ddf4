import type { QueryClient } from '@tanstack/react-query';
import { forgetValidatedAnswer } from './http';

/**
 * A newer version of a board known to exist: `reached` when an event or the answer to a write of
 * this tab's own named it (an instance that has heard of it may answer from its memory), none
 * after a write whose answer did not (the database answers).
 */
export interface Expectation {
  reached?: number;
}

/**
 * The boards of each query client that have a newer version known to exist: their next fetch
 * goes past every instance's memory. Here, not in the board feature, because a board's own writes
 * are made from other features too (its name, archiving and restoring it). Each expectation is
 * its own object: a fetch clears only the one it was sent for.
 */
const expectedByClient = new WeakMap<QueryClient, Map<string, Expectation>>();

export function expectedBoardVersions(client: QueryClient): Map<string, Expectation> {
  const known = expectedByClient.get(client);
  if (known) return known;
  const expected = new Map<string, Expectation>();
  expectedByClient.set(client, expected);
  return expected;
}

/**
 * The next fetch of the board goes past every instance's memory that has not heard of a newer
 * version: `reached`, the one an event or a write's answer named, or any (a write of this tab's
 * own whose answer named none) until a fetch answers.
 */
export function expectNewBoardVersion(
  client: QueryClient,
  boardId: string,
  reached?: number,
): void {
  const expected = expectedBoardVersions(client);
  const pending = expected.get(boardId);
  const ownChangePending = pending !== undefined && pending.reached === undefined;
  expected.set(
    boardId,
    reached === undefined || ownChangePending
      ? {}
      : { reached: Math.max(reached, pending?.reached ?? reached) },
  );
  forgetValidatedAnswer(`/boards/${encodeURIComponent(boardId)}`);
}
