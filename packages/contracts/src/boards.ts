import { z } from 'zod';
import { roleSchema } from './permissions.js';
import { storableText } from './text.js';
import { THEME_IDS } from './themes.js';

export const MAX_WORKSPACE_NAME = 100;
export const MAX_DESCRIPTION = 2_000;
export const MAX_BOARD_NAME = 100;
export const MAX_LIST_NAME = 100;
export const MAX_CARD_TITLE = 500;
export const MAX_CARD_DESCRIPTION = 10_000;

const id = (message: string) => z.uuid({ error: message });
const hexColor = z
  .string({ error: 'Cor inválida' })
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Cor inválida')
  .transform((color) => color.toUpperCase());
const requiredName = (message: string, max: number) =>
  storableText(message).trim().min(1, message).max(max, `Use no máximo ${max} caracteres`);
const optionalText = (max: number) =>
  storableText('Descrição inválida').trim().max(max, `Use no máximo ${max} caracteres`);

// ── shapes ──────────────────────────────────────────────────────────────────
export const memberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  avatarUrl: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const workspaceSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  theme: z.enum(THEME_IDS),
  role: roleSchema,
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceSchema = workspaceSummarySchema.extend({ members: z.array(memberSchema) });
export type Workspace = z.infer<typeof workspaceSchema>;

export const boardSummarySchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  color: z.string(),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;

export const assigneeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});

export const cardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  listId: z.uuid(),
  position: z.number().int(),
  assigneeId: z.uuid().nullable(),
  assignee: assigneeSchema.nullable(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

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

export const boardSchema = boardSummarySchema.extend({
  version: z.number().int(),
  lists: z.array(listWithCardsSchema),
});
export type Board = z.infer<typeof boardSchema>;

// ── requests ────────────────────────────────────────────────────────────────
export const createWorkspaceRequestSchema = z.object({
  name: requiredName('Nome é obrigatório', MAX_WORKSPACE_NAME),
  description: optionalText(MAX_DESCRIPTION).optional(),
  boardName: requiredName('Nome do quadro é obrigatório', MAX_BOARD_NAME).optional(),
});
export type CreateWorkspaceRequest = z.input<typeof createWorkspaceRequestSchema>;

export const updateWorkspaceRequestSchema = z
  .object({
    name: requiredName('Nome é obrigatório', MAX_WORKSPACE_NAME).optional(),
    description: optionalText(MAX_DESCRIPTION).optional(),
    theme: z.enum(THEME_IDS, { error: 'Tema inválido' }).optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Nada para atualizar',
  );
export type UpdateWorkspaceRequest = z.input<typeof updateWorkspaceRequestSchema>;

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

export const createListRequestSchema = z.object({
  boardId: id('Quadro inválido'),
  name: requiredName('Nome da lista é obrigatório', MAX_LIST_NAME),
  position: z
    .number({ error: 'Posição inválida' })
    .int('Posição inválida')
    .min(0, 'Posição inválida')
    .optional(),
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
});
export type ReorderListsRequest = z.input<typeof reorderListsRequestSchema>;

export const createCardRequestSchema = z.object({
  listId: id('Lista é obrigatória'),
  title: requiredName('Título é obrigatório', MAX_CARD_TITLE),
  description: optionalText(MAX_CARD_DESCRIPTION).optional(),
  position: z
    .number({ error: 'Posição inválida' })
    .int('Posição inválida')
    .min(0, 'Posição inválida')
    .optional(),
  assigneeId: id('Responsável inválido').nullable().optional(),
});
export type CreateCardRequest = z.input<typeof createCardRequestSchema>;

export const updateCardRequestSchema = z
  .object({
    title: requiredName('Título é obrigatório', MAX_CARD_TITLE).optional(),
    description: optionalText(MAX_CARD_DESCRIPTION).optional(),
    assigneeId: id('Responsável inválido').nullable().optional(),
    dueDate: z.iso.datetime({ error: 'Data inválida', offset: true }).nullable().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Nada para atualizar',
  );
export type UpdateCardRequest = z.input<typeof updateCardRequestSchema>;

export const moveCardRequestSchema = z.object({
  cardId: id('Cartão inválido'),
  sourceListId: id('Lista de origem inválida'),
  destinationListId: id('Lista de destino inválida'),
  newPosition: z
    .number({ error: 'Posição inválida' })
    .int('Posição inválida')
    .min(0, 'Posição inválida'),
});
export type MoveCardRequest = z.input<typeof moveCardRequestSchema>;

export const idParamsSchema = z.object({ id: id('Identificador inválido') });
export const workspaceIdParamsSchema = z.object({ workspaceId: id('Identificador inválido') });
