import { z } from 'zod';

/** A ping says nothing but "still here": no body, or an empty one. */
export const pingRequestSchema = z.strictObject({}).nullish();

export const presenceStatusRequestSchema = z.object({
  isOnline: z.boolean({ error: 'Status de presença inválido' }),
});
export type PresenceStatusRequest = z.input<typeof presenceStatusRequestSchema>;
