import { z } from 'zod';
import { hexColor, id, requiredName } from './fields.js';
import { MAX_BOARD_NAME } from './limits.js';
import { labelSchema } from './labels.js';
import { listWithCardsSchema } from './lists.js';

export const boardSummarySchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  color: z.string(),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;

export const boardSchema = boardSummarySchema.extend({
  version: z.number().int(),
  /** When the board was archived ('Arquivar quadro'): it is then read-only until restored. */
  archivedAt: z.string().nullable(),
  /** The board's labels in their order (cards name them by id). */
  labels: z.array(labelSchema),
  lists: z.array(listWithCardsSchema),
});
export type Board = z.infer<typeof boardSchema>;

/**
 * A board's first screen: every list, each with its first `BOARD_PREVIEW_CARDS` cards and the
 * count of all of them. Shown read-only on a first open while the whole board downloads.
 */
export const boardPreviewSchema = boardSchema.extend({
  lists: z.array(listWithCardsSchema.extend({ cardCount: z.number().int() })),
});
export type BoardPreview = z.infer<typeof boardPreviewSchema>;

export const createBoardRequestSchema = z.object({
  name: requiredName('Nome do quadro é obrigatório', MAX_BOARD_NAME),
  color: hexColor.optional(),
});
export const updateBoardRequestSchema = z
  .object({
    name: requiredName('Nome do quadro é obrigatório', MAX_BOARD_NAME).optional(),
    color: hexColor.optional(),
  })
  .refine((body) => body.name !== undefined || body.color !== undefined, 'Nada para atualizar');

export const defaultBoardRequestSchema = z.object({
  workspaceId: id('Workspace inválido').optional(),
});
/** `board` is null when the workspace has no board and the caller may not create one. */
export const defaultBoardResponseSchema = z.object({ board: boardSummarySchema.nullable() });
export type DefaultBoardResponse = z.infer<typeof defaultBoardResponseSchema>;

export const boardsResponseSchema = z.object({ boards: z.array(boardSummarySchema) });
export const boardSummaryResponseSchema = z.object({ board: boardSummarySchema });
export const boardResponseSchema = z.object({ board: boardSchema });
export const boardPreviewResponseSchema = z.object({ board: boardPreviewSchema });
export type BoardsResponse = z.infer<typeof boardsResponseSchema>;
export type BoardSummaryResponse = z.infer<typeof boardSummaryResponseSchema>;
export type BoardResponse = z.infer<typeof boardResponseSchema>;
export type BoardPreviewResponse = z.infer<typeof boardPreviewResponseSchema>;
/** What `createBoardRequestSchema` hands the API once parsed. */
export type CreateBoardInput = z.output<typeof createBoardRequestSchema>;
/** What `updateBoardRequestSchema` hands the API once parsed. */
export type UpdateBoardInput = z.output<typeof updateBoardRequestSchema>;
