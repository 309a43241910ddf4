import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './e2e/support/env';

// Debian's Chromium where it is installed (CI); elsewhere Playwright's own browser.
const debianChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // A journey takes 15-50 s alone; beside another on two busy cores, several reach 52-59 s and a
  // few passed 60 s in CI runs (sign-up to recovery, Pix checkout), so each gets two minutes.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry in CI, where two cores run the server, the browser and the suite at once;
  // a retried test is still reported (as flaky) in the output.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: existsSync(debianChromium)
      ? {
          executablePath: debianChromium,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        }
      : {},
  },
});
