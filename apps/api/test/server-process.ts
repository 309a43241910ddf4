import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Node's arguments that run server.ts (through tsx). */
export const serverCommand = [
  path.join(import.meta.dirname, '../../../node_modules/tsx/dist/cli.mjs'),
  path.join(import.meta.dirname, '../src/server.ts'),
];

/** The API's server.ts in a process of its own, on the embedded PGlite of `dataDir`. */
export function startServer(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, serverCommand, {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      HOST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const ready = async () => {
    const deadline = Date.now() + 30_000;
    while (!output.includes('Quadro em')) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** Where it listens, once ready. */
  const url = () => output.match(/Server listening at (\S+?)"/)?.[1] ?? '';
  return { child, exited, ready, url, output: () => output };
}

export const stop = (child: ChildProcess) => child.kill('SIGTERM');
