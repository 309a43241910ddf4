import { z } from 'zod';
import { API_ERROR_CODES } from './errors.js';

/** Every error the API sends: a pt-BR message for people and a stable code for programs. */
export const errorResponseSchema = z.object({ error: z.string(), code: z.enum(API_ERROR_CODES) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
