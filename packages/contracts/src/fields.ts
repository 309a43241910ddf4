import { z } from 'zod';
import { INVALID_TEXT_MESSAGE, isStorableText } from './text.js';

/** A string that can be stored as typed: every free-text field a person writes starts here. */
export const storableText = (message: string) =>
  z.string({ error: message }).refine(isStorableText, INVALID_TEXT_MESSAGE);

/** Field schemas every resource's requests are built from. */
export const id = (message: string) => z.uuid({ error: message });
export const hexColor = z
  .string({ error: 'Cor inválida' })
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Cor inválida')
  .transform((color) => color.toUpperCase());
export const requiredName = (message: string, max: number) =>
  storableText(message).trim().min(1, message).max(max, `Use no máximo ${max} caracteres`);
export const optionalText = (max: number) =>
  storableText('Descrição inválida').trim().max(max, `Use no máximo ${max} caracteres`);
export const position = z
  .number({ error: 'Posição inválida' })
  .int('Posição inválida')
  .min(0, 'Posição inválida');

export const idParamsSchema = z.object({ id: id('Identificador inválido') });
export const workspaceIdParamsSchema = z.object({ workspaceId: id('Identificador inválido') });

/** A page's query: `cursor`, the id the previous page ended on, and up to `max` items. */
export const pageQuerySchema = (max: number) =>
  z.object({
    cursor: id('Cursor inválido').optional(),
    limit: z.coerce
      .number({ error: 'Limite inválido' })
      .int('Limite inválido')
      .min(1, 'Limite inválido')
      .max(max, `Use um limite de no máximo ${max}`)
      .optional(),
  });
