import { z } from 'zod';
import { dueDate } from './cards.js';
import { id, position, requiredName } from './fields.js';
import { MAX_CHECKLIST_ITEM_TEXT, MAX_CHECKLIST_TITLE } from './limits.js';

export const checklistItemSchema = z.object({
  id: z.uuid(),
  checklistId: z.uuid(),
  text: z.string(),
  done: z.boolean(),
  position: z.number().int(),
  assigneeId: z.uuid().nullable(),
  dueDate: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  id: z.uuid(),
  cardId: z.uuid(),
  title: z.string(),
  position: z.number().int(),
  items: z.array(checklistItemSchema),
});
export type Checklist = z.infer<typeof checklistSchema>;

const title = requiredName('Título da checklist é obrigatório', MAX_CHECKLIST_TITLE);
const itemText = requiredName('Texto do item é obrigatório', MAX_CHECKLIST_ITEM_TEXT);

export const createChecklistRequestSchema = z.object({ title });
export const updateChecklistRequestSchema = z
  .object({
    title: title.optional(),
    position: position.optional(),
  })
  .refine((body) => body.title !== undefined || body.position !== undefined, 'Nada para atualizar');
export const createChecklistItemRequestSchema = z.object({ text: itemText });
export const updateChecklistItemRequestSchema = z
  .object({
    text: itemText.optional(),
    done: z.boolean({ error: 'Concluído deve ser verdadeiro ou falso' }).optional(),
    /** Another checklist of the same card; `position` is then the place there. */
    checklistId: id('Checklist inválida').optional(),
    position: position.optional(),
    assigneeId: id('Responsável inválido').nullable().optional(),
    dueDate: dueDate.nullable().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Nada para atualizar',
  );

export const checklistsResponseSchema = z.object({ checklists: z.array(checklistSchema) });
export const checklistResponseSchema = z.object({ checklist: checklistSchema });
export const checklistItemResponseSchema = z.object({ item: checklistItemSchema });
export type ChecklistsResponse = z.infer<typeof checklistsResponseSchema>;
export type ChecklistResponse = z.infer<typeof checklistResponseSchema>;
export type ChecklistItemResponse = z.infer<typeof checklistItemResponseSchema>;
export type CreateChecklistInput = z.output<typeof createChecklistRequestSchema>;
export type UpdateChecklistInput = z.output<typeof updateChecklistRequestSchema>;
export type CreateChecklistItemInput = z.output<typeof createChecklistItemRequestSchema>;
export type UpdateChecklistItemInput = z.output<typeof updateChecklistItemRequestSchema>;
export type UpdateChecklistItemRequest = z.input<typeof updateChecklistItemRequestSchema>;
