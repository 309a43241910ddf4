import { BOARD_VERSION_HEADER } from '@quadro/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** What a change to a board answers, and the board's version that the change committed. */
export interface Committed<T> {
  answer: T;
  boardVersion: number;
}

export const committed = <T>(access: { version: number }, answer: T): Committed<T> => ({
  answer,
  boardVersion: access.version,
});

/**
 * The answer of a change to a board, with the version it committed as `Board-Version`: the
 * writer's next read of the board's changes names it, so the instance that made the change
 * answers from its memory (decision 0055).
 */
export function sendCommitted<T>(reply: FastifyReply, { answer, boardVersion }: Committed<T>): T {
  void reply.header(BOARD_VERSION_HEADER, String(boardVersion));
  return answer;
}

/** A change's answer schema, documented with its `Board-Version` header. */
export const committedAnswer = <S extends z.ZodType>(schema: S): S =>
  schema.meta({
    headers: {
      [BOARD_VERSION_HEADER]: {
        type: 'integer',
        description: 'A versão do quadro que a alteração gravou.',
      },
    },
  });
