import { z } from 'zod';

/** GET /v1/config: what the SPA needs at run time, so one build serves every environment. */
export const publicConfigSchema = z.object({
  turnstileSiteKey: z.string().nullable(),
  priceCents: z.number().int(),
  planName: z.string(),
  trialDays: z.number().int(),
  paymentGateway: z.enum(['sandbox', 'pagarme']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
