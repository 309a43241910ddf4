import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { JobRunner } from '../../platform/jobs/runner.js';
import type { PaymentGateway } from '../../adapters/payment-gateways/payment-gateway.js';
import { enqueueMail, type Mailer } from '../mail/mail.service.js';
import type { Attempts } from './attempts.js';
import { pixInvoice } from './jobs/renewal.jobs.js';
import * as repo from './payments.repository.js';
import { pixInvoiceEmail } from './renewal-emails.js';
import { findAccountEmail } from './renewals.repository.js';

/**
 * A plan paid by Pix does not renew by itself (#21): 5 days before its end, the next month's
 * Pix is generated at the gateway, valid until that end, shown on /billing and e-mailed; paying
 * it extends the period from the old end. Registers its job.
 */
export function registerPixInvoices({
  db,
  jobs,
  gateway,
  attempts,
  mail,
  billingUrl,
  log,
}: {
  db: Db;
  jobs: JobRunner;
  gateway: PaymentGateway;
  attempts: Attempts;
  mail: Mailer;
  billingUrl: string;
  log: FastifyBaseLogger;
}): void {
  jobs.register(pixInvoice, {
    async run({ payload }) {
      const periodEnd = new Date(payload.periodEnd);
      const opened = await attempts.openPixInvoice(payload.userId, periodEnd);
      if (!opened) return;
      const { payment, customerReference } = opened;
      // Nothing is owed yet: after a failure the job's next run asks again under the same id.
      const pix = await attempts.askGateway(payment, (charge) =>
        gateway.createPix({ ...charge, expiresAt: periodEnd, customerReference }),
      );
      await db.transaction(async (tx) => {
        await repo.recordPix(tx, payment.id, {
          gatewayReference: pix.reference,
          pixCopyPaste: pix.copyPaste,
          pixExpiresAt: pix.expiresAt,
          gatewayCustomer: pix.customerReference,
        });
        const email = await findAccountEmail(tx, payment.userId);
        if (email)
          await enqueueMail(tx, email, pixInvoiceEmail(pix.copyPaste, pix.expiresAt, billingUrl));
      });
      log.info({ paymentId: payment.id, gateway: gateway.name }, 'pix invoice generated');
      mail.kick();
    },
  });
}
