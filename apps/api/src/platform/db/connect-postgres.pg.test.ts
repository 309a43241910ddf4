import { describe, expect, it } from 'vitest';
import { connectPostgres, StartupError } from './connect-postgres.js';

// PostgreSQL only (`*.pg.test.ts`): a real server that answers, and refuses.

describe('connectPostgres against a server that answers', () => {
  it('gives up at once, in one line, on what waiting will not cure (a database that does not exist)', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/quadro_que_nao_existe';
    const lines: string[] = [];
    const error = await connectPostgres(url.toString(), (line) => lines.push(line)).catch(
      (caught: unknown) => caught,
    );
    expect(lines).toEqual([]);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      `Não foi possível conectar ao PostgreSQL em ${url.hostname}:${url.port || '5432'}/quadro_que_nao_existe (3D000).`,
    );
  });
});
