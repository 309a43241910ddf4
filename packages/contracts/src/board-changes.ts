import { z } from 'zod';
import { boardSchema } from './boards.js';
import { cardSchema } from './cards.js';
import { listSchema } from './lists.js';

const versionParam = z
  .string({ error: 'Versão inválida' })
  .regex(/^(0|[1-9]\d{0,9})$/, 'Versão inválida')
  .transform(Number)
  .refine((version) => version <= 2_147_483_647, 'Versão inválida');

/**
 * `since`, the version held; `reached`, a version the board is known to have reached (an event
 * named it): an instance answers from its memory only a step that reaches it.
 */
export const boardChangesQuerySchema = z.object({
  since: versionParam,
  reached: versionParam.optional(),
});

/**
 * What changed on a board since the version `since`, at the version `board.version`: the board's
 * own fields whole, every list and card written since (at their places now: `position` is the
 * index at the new version), and the ids of those no longer on it (deleted, archived, or in a list
 * that left). A list that came into the board (created, restored) brings all its cards. Lists
 * and cards not named kept their fields and their order among themselves.
 */
export const boardChangesSchema = z.object({
  board: boardSchema.omit({ lists: true }),
  since: z.number().int(),
  lists: z.array(listSchema),
  cards: z.array(cardSchema),
  removedListIds: z.array(z.uuid()),
  removedCardIds: z.array(z.uuid()),
});
export type BoardChanges = z.infer<typeof boardChangesSchema>;

export const boardChangesResponseSchema = z.object({ changes: boardChangesSchema });
export type BoardChangesResponse = z.infer<typeof boardChangesResponseSchema>;
