import { z } from 'zod';

/** Every error the API sends: a pt-BR message for people and a stable code for programs. */
export const errorResponseSchema = z.object({ error: z.string(), code: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
