import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has a working default for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      dataDir: './data',
      databaseUrl: undefined,
      rateLimits: true,
      metrics: { enabled: false, token: null },
      payments: { gateway: 'sandbox' },
      turnstile: { siteKey: null, secretKey: null },
      trustProxy: false,
    });
  });

  it('points the default PUBLIC_URL where the server listens', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ HOST: 'localhost' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://quadro.app/' }).publicUrl).toBe(
      'https://quadro.app',
    );
  });

  it('reads TRUST_PROXY as all, none or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback, fd00::/8' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback', 'fd00::/8']);
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    TURNSTILE_SECRET_KEY: '0x4AAA-secret',
    SMTP_URL: 'smtp://user:pass@mail.example.com:587',
    PUBLIC_URL: 'https://quadro.app',
    PAYMENT_GATEWAY: 'pagarme',
    PAGARME_API_KEY: 'sk_test_123',
    PAGARME_WEBHOOK_USER: 'pagarme',
    PAGARME_WEBHOOK_PASSWORD: 'w'.repeat(24),
  };

  it('starts in production with every required variable', () => {
    expect(loadConfig(production)).toMatchObject({
      env: 'production',
      publicUrl: 'https://quadro.app',
      turnstile: { secretKey: '0x4AAA-secret' },
    });
  });

  it.each([
    'JWT_SECRET',
    'TURNSTILE_SECRET_KEY',
    'SMTP_URL',
    'PUBLIC_URL',
    'PAGARME_WEBHOOK_USER',
    'PAGARME_WEBHOOK_PASSWORD',
  ])('refuses to start in production without %s', (name) => {
    const env: Record<string, string> = { ...production };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(
      new Error(`Configuração inválida: ${name} é obrigatório em produção`),
    );
  });

  it('names everything production lacks at once, a line each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: 'abc' })).toThrow(
      new Error(
        [
          'Configuração inválida:',
          '  - PORT deve ser um número de porta (0 a 65535)',
          '  - JWT_SECRET é obrigatório em produção',
          '  - TURNSTILE_SECRET_KEY é obrigatório em produção',
          '  - SMTP_URL é obrigatório em produção',
          '  - PUBLIC_URL é obrigatório em produção',
          '  - PAYMENT_GATEWAY=pagarme é obrigatório em produção',
          '  - PAGARME_WEBHOOK_USER é obrigatório em produção',
          '  - PAGARME_WEBHOOK_PASSWORD é obrigatório em produção',
        ].join('\n'),
      ),
    );
  });

  it('refuses the sandbox gateway in production, which approves cards without charging them', () => {
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      new Error('Configuração inválida: PAYMENT_GATEWAY=pagarme é obrigatório em produção'),
    );
    const { PAYMENT_GATEWAY: _, ...withoutGateway } = production;
    expect(() => loadConfig(withoutGateway)).toThrow(/PAYMENT_GATEWAY=pagarme/);
  });

  it('reads the payment gateway and the postal-code service', () => {
    expect(loadConfig({}).payments).toEqual({
      gateway: 'sandbox',
      apiKey: undefined,
      baseUrl: 'https://api.pagar.me/core/v5',
      webhook: null,
      postalCodeUrl: 'https://viacep.com.br',
    });
    expect(
      loadConfig({ PAGARME_WEBHOOK_USER: 'pagarme', PAGARME_WEBHOOK_PASSWORD: 'p'.repeat(16) })
        .payments.webhook,
    ).toEqual({ user: 'pagarme', password: 'p'.repeat(16) });
    expect(() => loadConfig({ PAGARME_WEBHOOK_PASSWORD: 'curta' })).toThrow(
      /PAGARME_WEBHOOK_PASSWORD/,
    );
    expect(
      loadConfig({
        PAYMENT_GATEWAY: 'pagarme',
        PAGARME_API_KEY: 'sk',
        POSTAL_CODE_URL: 'http://127.0.0.1:9/',
      }).payments,
    ).toMatchObject({ gateway: 'pagarme', apiKey: 'sk', postalCodeUrl: 'http://127.0.0.1:9' });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'pagarme' })).toThrow(/PAGARME_API_KEY/);
  });

  it('serves metrics in production only behind a token', () => {
    const token = 'm'.repeat(16);
    expect(loadConfig({ METRICS: 'on' }).metrics).toEqual({ enabled: true, token: null });
    expect(loadConfig({ ...production, METRICS: 'on', METRICS_TOKEN: token }).metrics).toEqual({
      enabled: true,
      token,
    });
    expect(() => loadConfig({ ...production, METRICS: 'on' })).toThrow(
      new Error('Configuração inválida: METRICS_TOKEN é obrigatório com METRICS=on em produção'),
    );
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
    [{ POSTAL_CODE_URL: 'viacep' }, /^Configuração inválida: POSTAL_CODE_URL /],
    [{ NODE_ENV: 'production' }, /JWT_SECRET é obrigatório em produção/],
    [{ ...production, RATE_LIMITS: 'off' }, /RATE_LIMITS=off/],
    [{ TRUST_PROXY: '2' }, /^Configuração inválida: TRUST_PROXY /],
    [{ TRUST_PROXY: '10.0.0.1, proxy.local' }, /^Configuração inválida: TRUST_PROXY /],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Configuração inválida: TRUST_PROXY /],
    [{ JWT_SECRET: 'short' }, /^Configuração inválida: JWT_SECRET /],
    [{ METRICS: 'yes' }, /^Configuração inválida: METRICS /],
    [{ METRICS_TOKEN: 'short' }, /^Configuração inválida: METRICS_TOKEN /],
    [{ METRICS_TOKEN: 'has a space in it!' }, /^Configuração inválida: METRICS_TOKEN /],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes .env.example as it is, and names every variable in it', () => {
    const example = readFileSync(path.join(import.meta.dirname, '../../../.env.example'), 'utf8');
    expect(() => loadConfig(parseEnv(example))).not.toThrow();
    const named = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(named.sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
