import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { loggerOptions } from '../src/logger.js';

/**
 * The app's own logger options at `level`, writing every line into `lines` instead of stdout: what
 * a test reads to check what reaches the logs.
 */
export function capturedLogger(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions(level);
  if (typeof options !== 'object') throw new Error('loggerOptions must return options');
  return { lines, logger: { ...options, stream } as FastifyServerOptions['logger'] & object };
}
