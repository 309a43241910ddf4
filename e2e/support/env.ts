import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Where the run keeps its database and the e-mails the SMTP listener received. */
export const E2E_RUN_DIR = path.resolve(import.meta.dirname, '..', '.run');
export const E2E_MAIL_DIR = path.join(E2E_RUN_DIR, 'mail');
