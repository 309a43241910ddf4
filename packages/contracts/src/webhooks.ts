import { z } from 'zod';

/**
 * POST /v1/payments/webhooks/pagarme: what Pagar.me sends, as far as we read it (its event id,
 * type and the object it is about). Nothing in it is believed: the order is fetched again.
 */
export const pagarmeWebhookSchema = z.looseObject({
  id: z.string({ error: 'Evento inválido' }).min(1, 'Evento inválido').max(200, 'Evento inválido'),
  type: z.string({ error: 'Tipo de evento inválido' }).min(1).max(100),
  data: z.looseObject({}).nullable().default(null),
});
export type PagarmeWebhook = z.output<typeof pagarmeWebhookSchema>;

export const webhookReceivedResponseSchema = z.object({ received: z.literal(true) });
