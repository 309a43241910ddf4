import type { HolidaysResponse } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceHolidays } from '../../platform/db/schema/index.js';
import { workingCalendar } from '../../domain/calendar/working-calendar.js';
import { endTrial } from '../../../test/checkout.js';
import {
  addMember,
  as,
  createWorkspaceFixture,
  type WorkspaceFixture,
} from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const holidaysUrl = (fixture: WorkspaceFixture, query = '?year=2026') =>
  `/v1/workspaces/${fixture.workspace.id}/holidays${query}`;

async function listHolidays(fixture: WorkspaceFixture, year = 2026) {
  const response = await as(ctx, fixture.owner)('GET', holidaysUrl(fixture, `?year=${year}`));
  expect(response.statusCode).toBe(200);
  return response.json<HolidaysResponse>();
}

async function history(fixture: WorkspaceFixture) {
  const response = await as(ctx, fixture.owner)(
    'GET',
    `/v1/workspaces/${fixture.workspace.id}/activities`,
  );
  return response.json<{ activities: { action: string; metadata: Record<string, string> }[] }>()
    .activities;
}

describe('GET /v1/workspaces/:id/holidays', () => {
  it("lists Brazil's days of the year for a new workspace, optional days marked", async () => {
    const fixture = await createWorkspaceFixture(ctx);
    expect(fixture.workspace.region).toBe('BR');
    const { region, holidays } = await listHolidays(fixture);
    expect(region).toBe('BR');
    expect(holidays).toContainEqual({
      date: '2026-04-03',
      name: 'Sexta-Feira Santa',
      kind: 'national',
      optional: false,
    });
    expect(holidays).toContainEqual({
      date: '2026-02-17',
      name: 'Carnaval',
      kind: 'national',
      optional: true,
    });
    expect(holidays.map(({ date }) => date)).toEqual(holidays.map(({ date }) => date).sort());
    expect(holidays.some(({ kind }) => kind === 'state')).toBe(false);
  });

  it('answers every member, and 404 to anyone else', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, fixture.workspace.id, 'read_only');
    expect((await as(ctx, reader)('GET', holidaysUrl(fixture))).statusCode).toBe(200);
    const stranger = await createWorkspaceFixture(ctx, 'Outra');
    const refused = await as(ctx, stranger.owner)('GET', holidaysUrl(fixture));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Workspace não encontrado', code: 'NOT_FOUND' });
    expect((await as(ctx, null)('GET', holidaysUrl(fixture))).statusCode).toBe(401);
  });

  it('refuses a year outside 1970-9999, or none, in Portuguese', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    for (const query of ['?year=1969', '?year=10000', '?year=2026.5', '?year=abc', '', '?year=']) {
      const response = await as(ctx, fixture.owner)('GET', holidaysUrl(fixture, query));
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        error: 'Ano inválido: use um número entre 1970 e 9999',
        code: 'VALIDATION_ERROR',
      });
    }
    expect((await listHolidays(fixture, 1970)).holidays.length).toBeGreaterThan(0);
    expect((await listHolidays(fixture, 9999)).holidays.length).toBeGreaterThan(0);
  });
});

describe('the region', () => {
  it("is set by an owner or admin, adds the state's days, and says so in the history", async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, fixture.workspace.id, 'admin');
    const changed = await as(ctx, admin)('PATCH', `/v1/workspaces/${fixture.workspace.id}`, {
      region: 'BR-SP',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().workspace.region).toBe('BR-SP');
    const { region, holidays } = await listHolidays(fixture);
    expect(region).toBe('BR-SP');
    expect(holidays).toContainEqual({
      date: '2026-07-09',
      name: 'Revolução Constitucionalista',
      kind: 'state',
      optional: false,
    });
    expect(holidays).toContainEqual({
      date: '2026-11-20',
      name: 'Dia da Consciência Negra',
      kind: 'national',
      optional: false,
    });
    expect((await history(fixture))[0]).toMatchObject({
      action: 'update',
      metadata: { field: 'region', region: 'BR-SP', name: fixture.workspace.name },
    });
    const listed = await as(ctx, fixture.owner)('GET', '/v1/workspaces');
    expect(listed.json().workspaces[0].region).toBe('BR-SP');
  });

  it('refuses an unknown region, and members and readers', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const url = `/v1/workspaces/${fixture.workspace.id}`;
    const bad = await as(ctx, fixture.owner)('PATCH', url, { region: 'BR-XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Região inválida', code: 'VALIDATION_ERROR' });
    for (const role of ['member', 'read_only'] as const) {
      const user = await addMember(ctx, fixture.workspace.id, role);
      expect((await as(ctx, user)('PATCH', url, { region: 'BR-RJ' })).statusCode).toBe(403);
    }
    expect((await listHolidays(fixture)).region).toBe('BR');
  });
});

describe('POST /v1/workspaces/:id/holidays', () => {
  it('adds a workspace day that the list, the working calendar and the history show', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const url = holidaysUrl(fixture, '');
    const created = await as(ctx, fixture.owner)('POST', url, {
      date: '2026-01-20',
      name: '  São Sebastião ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      holiday: { date: '2026-01-20', name: 'São Sebastião', kind: 'workspace', optional: false },
    });
    const { holidays } = await listHolidays(fixture);
    expect(holidays.slice(0, 2)).toEqual([
      { date: '2026-01-01', name: 'Ano Novo', kind: 'national', optional: false },
      { date: '2026-01-20', name: 'São Sebastião', kind: 'workspace', optional: false },
    ]);
    expect((await listHolidays(fixture, 2027)).holidays.map(({ kind }) => kind)).not.toContain(
      'workspace',
    );
    expect((await history(fixture))[0]).toMatchObject({
      action: 'update',
      metadata: { field: 'holiday_added', date: '2026-01-20', holiday: 'São Sebastião' },
    });

    const calendar = await workingCalendar(ctx.database.db, fixture.workspace.id, [2026]);
    expect(calendar?.region).toBe('BR');
    expect(calendar?.nonWorkingDays.has('2026-01-20')).toBe(true);
    expect(calendar?.nonWorkingDays.has('2026-04-03')).toBe(true);
    expect(calendar?.nonWorkingDays.has('2026-02-17')).toBe(false);
  });

  it('turns a ponto facultativo into a day off when the workspace adds it', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    await as(ctx, fixture.owner)('POST', holidaysUrl(fixture, ''), {
      date: '2026-06-04',
      name: 'Corpus Christi',
    });
    const calendar = await workingCalendar(ctx.database.db, fixture.workspace.id, [2026, 2027]);
    expect(calendar?.nonWorkingDays.has('2026-06-04')).toBe(true);
    expect(calendar?.nonWorkingDays.has('2027-05-27')).toBe(false);
  });

  it('answers 409 for a second day on the same date, leaving the first', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const url = holidaysUrl(fixture, '');
    await as(ctx, fixture.owner)('POST', url, { date: '2026-12-24', name: 'Véspera' });
    const again = await as(ctx, fixture.owner)('POST', url, { date: '2026-12-24', name: 'Outro' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'O workspace já tem um feriado nesta data. Remova-o antes de cadastrar outro.',
      code: 'HOLIDAY_EXISTS',
    });
    const days = (await listHolidays(fixture)).holidays.filter(({ kind }) => kind === 'workspace');
    expect(days.map(({ name }) => name)).toEqual(['Véspera']);
  });

  it('refuses bad dates and names in Portuguese', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const url = holidaysUrl(fixture, '');
    const cases: [unknown, string][] = [
      [{ date: '2026-02-30', name: 'X' }, 'Data inválida: use o formato AAAA-MM-DD'],
      [{ date: '20/01/2026', name: 'X' }, 'Data inválida: use o formato AAAA-MM-DD'],
      [{ date: '10000-01-01', name: 'X' }, 'Data inválida: use o formato AAAA-MM-DD'],
      [{ date: '1969-12-31', name: 'X' }, 'A data deve estar entre 1970 e 9999'],
      [{ date: '2026-01-20', name: '  ' }, 'Nome do feriado é obrigatório'],
      [{ date: '2026-01-20', name: 'x'.repeat(101) }, 'Use no máximo 100 caracteres'],
    ];
    for (const [body, error] of cases) {
      const response = await as(ctx, fixture.owner)('POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    }
  });

  it('keeps to 100 days of its own a year', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const start = Date.UTC(2027, 0, 1);
    await ctx.database.db.insert(workspaceHolidays).values(
      Array.from({ length: 100 }, (_, i) => ({
        workspaceId: fixture.workspace.id,
        date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
        name: `Dia ${i + 1}`,
      })),
    );
    const url = holidaysUrl(fixture, '');
    const full = await as(ctx, fixture.owner)('POST', url, { date: '2027-12-01', name: 'Mais um' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      error: 'Este workspace atingiu o limite de 100 feriados próprios em 2027.',
      code: 'HOLIDAY_LIMIT',
    });
    const nextYear = await as(ctx, fixture.owner)('POST', url, { date: '2028-01-03', name: 'Ok' });
    expect(nextYear.statusCode).toBe(201);
  });

  it('is for owners and admins while the plan runs; 404 to another workspace', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const url = holidaysUrl(fixture, '');
    const body = { date: '2026-03-19', name: 'São José' };
    for (const role of ['member', 'read_only'] as const) {
      const user = await addMember(ctx, fixture.workspace.id, role);
      expect((await as(ctx, user)('POST', url, body)).statusCode).toBe(403);
    }
    const stranger = await createWorkspaceFixture(ctx, 'Outra');
    expect((await as(ctx, stranger.owner)('POST', url, body)).statusCode).toBe(404);
    await endTrial(ctx, fixture.owner.id);
    const lapsed = await as(ctx, fixture.owner)('POST', url, body);
    expect(lapsed.statusCode).toBe(402);
    expect((await as(ctx, fixture.owner)('GET', holidaysUrl(fixture))).statusCode).toBe(200);
  });
});

describe('DELETE /v1/workspaces/:id/holidays/:date', () => {
  it('removes a workspace day, with its line in the history; a second time is 404', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, fixture.workspace.id, 'admin');
    await as(ctx, fixture.owner)('POST', holidaysUrl(fixture, ''), {
      date: '2026-10-30',
      name: 'Emenda de Finados',
    });
    const url = `/v1/workspaces/${fixture.workspace.id}/holidays/2026-10-30`;
    const member = await addMember(ctx, fixture.workspace.id, 'member');
    expect((await as(ctx, member)('DELETE', url)).statusCode).toBe(403);
    expect((await as(ctx, admin)('DELETE', url)).statusCode).toBe(204);
    expect((await history(fixture))[0]).toMatchObject({
      metadata: { field: 'holiday_removed', date: '2026-10-30', holiday: 'Emenda de Finados' },
    });
    expect((await listHolidays(fixture)).holidays.map(({ kind }) => kind)).not.toContain(
      'workspace',
    );
    const again = await as(ctx, admin)('DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Feriado não encontrado', code: 'NOT_FOUND' });
  });

  it('cannot remove a national holiday, and refuses a bad date', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    const base = `/v1/workspaces/${fixture.workspace.id}/holidays`;
    expect((await as(ctx, fixture.owner)('DELETE', `${base}/2026-12-25`)).statusCode).toBe(404);
    for (const date of ['2026-13-01', '99999-01-01', 'natal']) {
      const response = await as(ctx, fixture.owner)('DELETE', `${base}/${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().error).toBe('Data inválida: use o formato AAAA-MM-DD');
    }
  });
});

describe('a deleted workspace', () => {
  it('takes its days with it, and its calendar is gone', async () => {
    const fixture = await createWorkspaceFixture(ctx);
    await as(ctx, fixture.owner)('POST', holidaysUrl(fixture, ''), {
      date: '2026-05-04',
      name: 'Emenda',
    });
    await as(ctx, fixture.owner)('DELETE', `/v1/workspaces/${fixture.workspace.id}`);
    expect(await workingCalendar(ctx.database.db, fixture.workspace.id, [2026])).toBeUndefined();
    const rows = await ctx.database.db.select().from(workspaceHolidays);
    expect(rows.some(({ workspaceId }) => workspaceId === fixture.workspace.id)).toBe(false);
  });
});
