import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Lighthouse and chrome-launcher: with their packages about 100 MB, for bench:phone alone. They
 * are not the project's dependencies (a fresh `npm install` stays that much smaller, issue #25):
 * bench:phone installs them once into bench/.tools (git-ignored), at the versions below.
 */
const TOOLS_DIR = path.join(import.meta.dirname, '.tools');
const TOOLS = ['lighthouse@12.8.2', 'chrome-launcher@1.2.1'];

/** What bench:phone reads of a Lighthouse result. */
export interface LighthouseResult {
  lhr: {
    runtimeError?: unknown;
    categories: Record<
      string,
      { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined
    >;
    audits: Record<string, { score: number | null; numericValue?: number } | undefined>;
  };
}

export interface PhoneTools {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number;
    kill(): void;
  }>;
  lighthouse(
    url: string,
    flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
  ): Promise<LighthouseResult | undefined>;
}

export async function phoneTools(): Promise<PhoneTools> {
  if (!existsSync(path.join(TOOLS_DIR, 'node_modules', 'lighthouse'))) {
    console.log(
      'Instalando Lighthouse e chrome-launcher para o benchmark (uma vez, em bench/.tools)…',
    );
    mkdirSync(TOOLS_DIR, { recursive: true });
    writeFileSync(path.join(TOOLS_DIR, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', ...TOOLS], {
      cwd: TOOLS_DIR,
      stdio: 'inherit',
    });
  }
  const resolve = createRequire(path.join(TOOLS_DIR, 'package.json')).resolve;
  const load = (name: string) => import(pathToFileURL(resolve(name)).href);
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    load('lighthouse'),
    load('chrome-launcher'),
  ]);
  return { lighthouse, launch } as PhoneTools;
}
