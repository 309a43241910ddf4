import { z } from 'zod';
import { id, storableText } from './fields.js';
import { LABEL_COLORS } from './label-colors.js';
import { MAX_LABEL_NAME } from './limits.js';

const labelColor = z.enum(LABEL_COLORS, { error: 'Cor de etiqueta inválida' });

/** A board's label: `name` may be empty (a colour-only label, as in Trello). */
export const labelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: labelColor,
});
export type Label = z.infer<typeof labelSchema>;

const labelName = storableText('Nome da etiqueta inválido')
  .trim()
  .max(MAX_LABEL_NAME, `Use no máximo ${MAX_LABEL_NAME} caracteres`);

export const createLabelRequestSchema = z.object({
  name: labelName.default(''),
  color: labelColor,
});
export const updateLabelRequestSchema = z
  .object({ name: labelName.optional(), color: labelColor.optional() })
  .refine((body) => body.name !== undefined || body.color !== undefined, 'Nada para atualizar');
export const cardLabelRequestSchema = z.object({ labelId: id('Etiqueta inválida') });
export const cardLabelParamsSchema = z.object({
  id: id('Identificador inválido'),
  labelId: id('Etiqueta inválida'),
});

export const labelResponseSchema = z.object({ label: labelSchema });
export type LabelResponse = z.infer<typeof labelResponseSchema>;
/** What `createLabelRequestSchema` hands the API once parsed. */
export type CreateLabelInput = z.output<typeof createLabelRequestSchema>;
export type CreateLabelRequest = z.input<typeof createLabelRequestSchema>;
/** What `updateLabelRequestSchema` hands the API once parsed. */
export type UpdateLabelInput = z.output<typeof updateLabelRequestSchema>;
export type UpdateLabelRequest = z.input<typeof updateLabelRequestSchema>;
