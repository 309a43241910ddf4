import { z } from 'zod';

/**
 * POST /v1/payments/webhooks/pagarme: what Pagar.me sends, as far as we read it (its event id,
 * type and the object it is about). Nothing in it is believed: the order is fetched again.
 */
export const pagarmeWebhookSchema = z.looseObject({
  // Gateway ids are printable ASCII ('hook_…'); anything else cannot be one, nor be stored.
  id: z.string({ error: 'Evento inválido' }).regex(/^[\x21-\x7e]{1,200}$/, 'Evento inválido'),
  type: z
    .string({ error: 'Tipo de evento inválido' })
    .regex(/^[\x21-\x7e]{1,100}$/, 'Tipo de evento inválido'),
  data: z.looseObject({}).nullable().default(null),
});
export type PagarmeWebhook = z.output<typeof pagarmeWebhookSchema>;

export const webhookReceivedResponseSchema = z.object({ received: z.literal(true) });
