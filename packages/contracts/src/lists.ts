import { z } from 'zod';
import { cardSchema } from './cards.js';
import { hexColor, id, position, requiredName } from './fields.js';
import { MAX_LIST_NAME } from './limits.js';

export const listSchema = z.object({
  id: z.uuid(),
  boardId: z.uuid(),
  name: z.string(),
  color: z.string(),
  position: z.number().int(),
});
export type List = z.infer<typeof listSchema>;

export const listWithCardsSchema = listSchema.extend({ cards: z.array(cardSchema) });
export type ListWithCards = z.infer<typeof listWithCardsSchema>;

export const createListRequestSchema = z.object({
  boardId: id('Quadro inválido'),
  name: requiredName('Nome da lista é obrigatório', MAX_LIST_NAME),
  position: position.optional(),
  color: hexColor.optional(),
});
export type CreateListRequest = z.input<typeof createListRequestSchema>;

export const updateListRequestSchema = z
  .object({
    name: requiredName('Nome da lista é obrigatório', MAX_LIST_NAME).optional(),
    color: hexColor.optional(),
  })
  .refine((body) => body.name !== undefined || body.color !== undefined, 'Nada para atualizar');

export const reorderListsRequestSchema = z.object({
  boardId: id('Quadro inválido'),
  listIds: z
    .array(id('Lista inválida'), { error: 'Lista de listas inválida' })
    .min(1, 'Lista de listas inválida')
    .max(1_000, 'Lista de listas inválida'),
  /**
   * Undo's precondition: the board's lists in the order the caller last saw them; refused
   * (409 CHANGED_SINCE) when someone has reordered, added or archived a list since.
   */
  expectedListIds: z
    .array(id('Lista inválida'), { error: 'Lista de listas inválida' })
    .max(1_000, 'Lista de listas inválida')
    .optional(),
});
export type ReorderListsRequest = z.input<typeof reorderListsRequestSchema>;

export const listResponseSchema = z.object({ list: listSchema });
export const listsResponseSchema = z.object({ lists: z.array(listSchema) });
export type ListResponse = z.infer<typeof listResponseSchema>;
export type ListsResponse = z.infer<typeof listsResponseSchema>;
/** What `createListRequestSchema` hands the API once parsed. */
export type CreateListInput = z.output<typeof createListRequestSchema>;
/** What `updateListRequestSchema` hands the API once parsed. */
export type UpdateListInput = z.output<typeof updateListRequestSchema>;
/** What `reorderListsRequestSchema` hands the API once parsed. */
export type ReorderListsInput = z.output<typeof reorderListsRequestSchema>;
