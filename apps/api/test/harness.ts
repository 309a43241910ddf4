import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  openPglite,
  openPostgres,
  type Database,
  type OpenOptions,
  PGLITE_EXTENSIONS,
} from '../src/platform/db/client.js';
import type { HumanVerifier } from '../src/adapters/human-verification/human-verifier.js';
import { startMailbox, type Mailbox } from './mailbox.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const STRONG_PASSWORD = 'Senha-Forte-123';

/** PostgreSQL only: the URL of a new copy of the migrated template, for several connections. */
export async function cloneTestDatabase(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('cloneTestDatabase needs TEST_DATABASE_URL');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database for one test file: a copy of the migrated template, on PGlite or PostgreSQL. */
export async function openTestDatabase(options: OpenOptions = {}): Promise<Database> {
  if (process.env.TEST_DATABASE_URL && inject('postgresTemplate'))
    return openPostgres(await cloneTestDatabase(), options);
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: PGLITE_EXTENSIONS,
  });
  return openPglite({ client }, options);
}

export interface TestAppOptions extends OpenOptions {
  env?: Record<string, string>;
  verifier?: HumanVerifier;
  eventHeartbeatMs?: number;
  /** Where the app logs; silent by default. */
  logger?: AppDeps['logger'];
  paymentGateway?: AppDeps['paymentGateway'];
  /** An open database to build the app on (a second instance, a restart); the caller closes it. */
  database?: Database;
  clock?: AppDeps['clock'];
  /** Instead of SMTP to the test's mailbox. */
  mailTransport?: AppDeps['mailTransport'];
}

export interface TestContext {
  app: App;
  database: Database;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/**
 * The statements requests run, for tests that count them. The job runner's are left out: they
 * run whenever it wakes, whatever the request.
 */
export function statementRecorder() {
  const statements: string[] = [];
  return {
    statements,
    onQuery(query: string) {
      if (!/"outbox"|"jobs"/.test(query)) statements.push(query);
    },
    reset() {
      statements.length = 0;
    },
  };
}

/** The very app `server.ts` runs, on a fresh database, delivering e-mail to a real SMTP listener. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const mailbox = await startMailbox();
  const database = options.database ?? (await openTestDatabase({ onQuery: options.onQuery }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    PUBLIC_URL: 'http://quadro.test',
    SMTP_URL: mailbox.url,
    DATA_DIR: '/nonexistent-test-data-dir',
    // Nothing listens there: a test that needs postal codes starts the fake ViaCEP.
    POSTAL_CODE_URL: 'http://127.0.0.1:9',
    ...options.env,
  });
  const app = await buildApp({
    config: { ...config, jwtSecret: TEST_JWT_SECRET },
    database,
    verifier: options.verifier,
    logger: options.logger,
    paymentGateway: options.paymentGateway,
    eventHeartbeatMs: options.eventHeartbeatMs,
    clock: options.clock,
    mailTransport: options.mailTransport,
  });
  await app.ready();
  return {
    app,
    database,
    mailbox,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await mailbox.close();
    },
  };
}

let sequence = 0;
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}@example.com`;
}

export interface RegisteredUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

export async function registerUser(
  app: App,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<RegisteredUser> {
  const body = {
    name: overrides.name ?? 'Maria Silva',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? STRONG_PASSWORD,
    turnstileToken: DEV_TURNSTILE_TOKEN,
  };
  const response = await app.inject({ method: 'POST', url: '/v1/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const json = response.json<{
    user: { id: string; email: string };
    token: string;
    refreshToken: string;
  }>();
  return {
    id: json.user.id,
    name: body.name,
    email: json.user.email,
    password: body.password,
    token: json.token,
    refreshToken: json.refreshToken,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
