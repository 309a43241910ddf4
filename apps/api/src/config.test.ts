import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has a working default for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      rateLimits: true,
      payments: { gateway: 'sandbox' },
      turnstile: { siteKey: null, secretKey: null },
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /^Configuração inválida: PORT /],
    [{ PORT: '70000' }, /^Configuração inválida: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Configuração inválida: DATABASE_URL /],
    [{ PAYMENT_GATEWAY: 'paypal' }, /^Configuração inválida: PAYMENT_GATEWAY /],
    [{ RATE_LIMITS: 'maybe' }, /^Configuração inválida: RATE_LIMITS /],
    [{ SMTP_URL: 'http://mail' }, /^Configuração inválida: SMTP_URL /],
    [{ PUBLIC_URL: 'not a url' }, /^Configuração inválida: PUBLIC_URL /],
    [{ NODE_ENV: 'production' }, /JWT_SECRET é obrigatório em produção/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), RATE_LIMITS: 'off' }, /RATE_LIMITS=off/],
    [{ JWT_SECRET: 'short' }, /^Configuração inválida: JWT_SECRET /],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
