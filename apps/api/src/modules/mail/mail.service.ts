import type { DbOrTx } from '../../platform/db/client.js';
import type { MailContent } from '../../adapters/mail/transport.js';
import * as outbox from './outbox.repository.js';
import type { ComposedMailKind } from './outbox.repository.js';

/**
 * E-mail is written to the outbox in the transaction of its cause and delivered once that commits
 * (design §5): a crash between the two loses nothing.
 */
export const enqueueMail = (db: DbOrTx, recipient: string, content: MailContent) =>
  outbox.enqueueMail(db, recipient, content);

/** Queues an e-mail of `kind` for `recipient`, to be composed (or dropped) when delivered. */
export const requestMail = (db: DbOrTx, recipient: string, kind: ComposedMailKind) =>
  outbox.requestMail(db, recipient, kind);
