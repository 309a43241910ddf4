import { describe, expect, it } from 'vitest';
import { connectPostgres, StartupError, whereIs } from './connect-postgres.js';

describe('connectPostgres', () => {
  it('retries while nothing listens, one pt-BR line each, then gives up in one line', async () => {
    const lines: string[] = [];
    const waits: number[] = [];
    const error = await connectPostgres(
      'postgres://quadro:segredo@127.0.0.1:9/quadro',
      (line) => lines.push(line),
      {
        retryMs: 4_000,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    ).catch((caught: unknown) => caught);
    expect(waits).toEqual([500, 1_000, 2_000]);
    expect(lines).toEqual([
      'Não foi possível conectar ao PostgreSQL em 127.0.0.1:9/quadro (ECONNREFUSED); nova tentativa em 0,5 s.',
      'Não foi possível conectar ao PostgreSQL em 127.0.0.1:9/quadro (ECONNREFUSED); nova tentativa em 1 s.',
      'Não foi possível conectar ao PostgreSQL em 127.0.0.1:9/quadro (ECONNREFUSED); nova tentativa em 2 s.',
    ]);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      'Não foi possível conectar ao PostgreSQL em 127.0.0.1:9/quadro (ECONNREFUSED); desistindo após 4 s.',
    );
    expect(lines.join('\n')).not.toContain('segredo');
  });

  it('never names the user or the password of the connection string', () => {
    expect(whereIs('postgres://ana:s3nh4@db.example.com/quadro?sslmode=require')).toBe(
      'db.example.com:5432/quadro',
    );
  });
});
