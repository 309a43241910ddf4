import { isIP } from 'node:net';
import { z } from 'zod';

const onOff = z.enum(['on', 'off'], { error: 'deve ser on ou off' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'deve ser um número de porta (0 a 65535)' })
    .int('deve ser um número de porta (0 a 65535)')
    .min(0, 'deve ser um número de porta (0 a 65535)')
    .max(65535, 'deve ser um número de porta (0 a 65535)')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'deve ser uma URL postgres://…')
    .optional(),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'deve ser uma URL smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Quadro <nao-responda@quadro.app>'),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z
    .url()
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  PAYMENT_GATEWAY: z
    .enum(['sandbox', 'pagarme'], { error: 'deve ser sandbox ou pagarme' })
    .default('sandbox'),
  PAGARME_API_KEY: z.string().min(1).optional(),
  PAGARME_BASE_URL: z.url().default('https://api.pagar.me/core/v5'),
  /** What Pagar.me sends as HTTP Basic with its webhooks (set in its dashboard). */
  PAGARME_WEBHOOK_USER: z.string().min(1).optional(),
  PAGARME_WEBHOOK_PASSWORD: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
  POSTAL_CODE_URL: z.url().default('https://viacep.com.br'),
  RATE_LIMITS: onOff.default('on'),
  METRICS: onOff.default('off'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'deve ter pelo menos 16 caracteres')
    .regex(/^\S+$/, 'não pode conter espaços')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null)
        ctx.addIssue({
          code: 'custom',
          message:
            'deve ser true, false ou os endereços (ou redes CIDR) dos proxies, separados por vírgula',
        });
      return trust ?? false;
    })
    .optional(),
});

/**
 * Fastify's `trustProxy`: all, none, or the proxies' addresses. Not a hop count: Fastify 5 treats
 * one as "trust nothing", since it cannot tell a proxy from a client that forged the header.
 */
export type TrustProxy = boolean | string[];

// proxy-addr's names for address ranges, accepted alongside addresses and CIDR blocks.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** Links in e-mails point where the server listens: its HOST, or localhost when it is a wildcard. */
function defaultPublicUrl(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined until start-up resolves it (generated into DATA_DIR in development). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  turnstile: { siteKey: string | null; secretKey: string | null; verifyUrl: string };
  payments: {
    gateway: Env['PAYMENT_GATEWAY'];
    apiKey: string | undefined;
    baseUrl: string;
    /** The credentials Pagar.me's webhooks must carry; null: every webhook answers 401. */
    webhook: { user: string; password: string } | null;
    /** ViaCEP's protocol: `GET {url}/ws/{cep}/json/`. */
    postalCodeUrl: string;
  };
  rateLimits: boolean;
  /** `GET /metrics`; with a token, a scrape must send it as `Authorization: Bearer`. */
  metrics: { enabled: boolean; token: string | null };
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  trustProxy: TrustProxy;
}

/** Every variable the server reads (`.env.example` names each). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export class ConfigError extends Error {}

/**
 * What is wrong with the environment, one line per variable: a value of the wrong shape, or what
 * production cannot run without (it would otherwise fall back to development stand-ins).
 */
function problemsOf(present: Record<string, string | undefined>): string[] {
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : [
        ...new Map(
          parsed.error.issues.map((issue) => {
            const name = String(issue.path[0] ?? 'ambiente');
            return [name, `${name} ${issue.message}`.trim()] as const;
          }),
        ).values(),
      ];
  const missing = (names: string[], why: string) =>
    names.filter((name) => !present[name]).map((name) => `${name} é obrigatório ${why}`);
  if (present.NODE_ENV === 'production') {
    problems.push(
      ...missing(['JWT_SECRET', 'TURNSTILE_SECRET_KEY', 'SMTP_URL', 'PUBLIC_URL'], 'em produção'),
    );
    if (present.RATE_LIMITS === 'off') problems.push('RATE_LIMITS=off não é permitido em produção');
    // The sandbox approves any valid card without charging it.
    if (present.PAYMENT_GATEWAY !== 'pagarme')
      problems.push('PAYMENT_GATEWAY=pagarme é obrigatório em produção');
    // Without them, a Pix paid or a refund would never reach the plan.
    problems.push(...missing(['PAGARME_WEBHOOK_USER', 'PAGARME_WEBHOOK_PASSWORD'], 'em produção'));
    if (present.METRICS === 'on' && !present.METRICS_TOKEN)
      problems.push('METRICS_TOKEN é obrigatório com METRICS=on em produção');
  }
  if (present.PAYMENT_GATEWAY === 'pagarme')
    problems.push(...missing(['PAGARME_API_KEY'], 'com PAYMENT_GATEWAY=pagarme'));
  return problems;
}

/**
 * Environment → typed config. Whatever is wrong throws at once, every variable named: one line,
 * or a line per variable under 'Configuração inválida:'.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const problems = problemsOf(present);
  if (problems.length === 1) throw new ConfigError(`Configuração inválida: ${problems[0]}`);
  if (problems.length)
    throw new ConfigError(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const env = envSchema.parse(present);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    turnstile: {
      siteKey: env.TURNSTILE_SITE_KEY ?? null,
      secretKey: env.TURNSTILE_SECRET_KEY ?? null,
      verifyUrl: env.TURNSTILE_VERIFY_URL,
    },
    payments: {
      gateway: env.PAYMENT_GATEWAY,
      apiKey: env.PAGARME_API_KEY,
      baseUrl: env.PAGARME_BASE_URL,
      webhook:
        env.PAGARME_WEBHOOK_USER && env.PAGARME_WEBHOOK_PASSWORD
          ? { user: env.PAGARME_WEBHOOK_USER, password: env.PAGARME_WEBHOOK_PASSWORD }
          : null,
      postalCodeUrl: env.POSTAL_CODE_URL.replace(/\/+$/, ''),
    },
    rateLimits: env.RATE_LIMITS === 'on',
    metrics: { enabled: env.METRICS === 'on', token: env.METRICS_TOKEN ?? null },
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY ?? false,
  };
}
