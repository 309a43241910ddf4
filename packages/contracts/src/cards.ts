import { z } from 'zod';
import { id, optionalText, position, requiredName } from './fields.js';
import { MAX_CARD_DESCRIPTION, MAX_CARD_TITLE } from './limits.js';
import { unchangedSince } from './archive.js';

/** The years a due date may fall in: a plan, not an archive of the past nor the far future. */
export const DUE_DATE_YEARS = { min: 1970, max: 9999 } as const;

/** An instant in ISO-8601 with its offset (stored and answered in UTC). */
export const dueDate = z.iso
  .datetime({ error: 'Data de entrega inválida', offset: true })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= DUE_DATE_YEARS.min && year <= DUE_DATE_YEARS.max;
  }, `A data de entrega deve estar entre ${DUE_DATE_YEARS.min} e ${DUE_DATE_YEARS.max}`);

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
  /** 'Concluído': the due date was met. Kept when the date is cleared or changed. */
  dueComplete: z.boolean(),
  /** The card's labels, in the board's order of labels. */
  labelIds: z.array(z.uuid()),
  /** Its checklists' items done and in all; null when it has none (the board never carries items). */
  checklist: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

export const createCardRequestSchema = z.object({
  listId: id('Lista é obrigatória'),
  title: requiredName('Título é obrigatório', MAX_CARD_TITLE),
  description: optionalText(MAX_CARD_DESCRIPTION).optional(),
  position: position.optional(),
  assigneeId: id('Responsável inválido').nullable().optional(),
  dueDate: dueDate.nullable().optional(),
});
export type CreateCardRequest = z.input<typeof createCardRequestSchema>;

export const updateCardRequestSchema = z
  .object({
    title: requiredName('Título é obrigatório', MAX_CARD_TITLE).optional(),
    description: optionalText(MAX_CARD_DESCRIPTION).optional(),
    assigneeId: id('Responsável inválido').nullable().optional(),
    dueDate: dueDate.nullable().optional(),
    dueComplete: z.boolean({ error: 'Concluído deve ser verdadeiro ou falso' }).optional(),
    /** Undo's precondition: refused (409 CHANGED_SINCE) when the card changed after this. */
    unchangedSince,
  })
  .refine(
    ({ unchangedSince: _, ...body }) => Object.values(body).some((value) => value !== undefined),
    'Nada para atualizar',
  );
export type UpdateCardRequest = z.input<typeof updateCardRequestSchema>;

export const moveCardRequestSchema = z.object({
  cardId: id('Cartão inválido'),
  sourceListId: id('Lista de origem inválida'),
  destinationListId: id('Lista de destino inválida'),
  newPosition: position,
  /** Undo's precondition: refused (409 CHANGED_SINCE) when the card changed after this. */
  unchangedSince,
});
export type MoveCardRequest = z.input<typeof moveCardRequestSchema>;

export const cardResponseSchema = z.object({ card: cardSchema });

/** `GET /v1/cards/:id`: a card wherever it is, archived or not (search and 'Itens arquivados' open it). */
export const cardDetailResponseSchema = z.object({
  card: cardSchema,
  boardId: z.uuid(),
  /** Its list's name, archived or not. */
  listName: z.string(),
  /** When the card itself was archived; null when it is not. */
  archivedAt: z.string().nullable(),
  /** Its list is archived (the card then shows with it, not on the board). */
  listArchived: z.boolean(),
});
export type CardDetailResponse = z.infer<typeof cardDetailResponseSchema>;
export type CardResponse = z.infer<typeof cardResponseSchema>;
/** What `createCardRequestSchema` hands the API once parsed. */
export type CreateCardInput = z.output<typeof createCardRequestSchema>;
/** What `updateCardRequestSchema` hands the API once parsed. */
export type UpdateCardInput = z.output<typeof updateCardRequestSchema>;
/** What `moveCardRequestSchema` hands the API once parsed. */
export type MoveCardInput = z.output<typeof moveCardRequestSchema>;
