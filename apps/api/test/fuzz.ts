/**
 * A fuzzer for our own API: every route in the OpenAPI document the app serves, sent malformed
 * requests built from its schema. Shared by src/fuzz.test.ts (a few thousand requests) and
 * bench/api-fuzz.ts (tens of thousands). A run reports every 5xx and every row a refused
 * request changed.
 */
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { buildApp, loggerOptions, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { as, createWorkspaceFixture, loadBoard, type WorkspaceFixture } from './factories.js';
import type { TestContext } from './harness.js';
import { startMailbox } from './mailbox.js';

// ── seeded randomness ───────────────────────────────────────────────────────

export interface Random {
  next(): number;
  int(below: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough to pick mutations reproducibly from a seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
  };
}

function randomUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[random.int(4)] ?? '8';
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** FUZZ_SEED replays a run; FUZZ_REQUESTS sets its size. */
export function fuzzSettings(env: NodeJS.ProcessEnv, defaultCount: number) {
  const seed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  const count = env.FUZZ_REQUESTS ? Number(env.FUZZ_REQUESTS) : defaultCount;
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1)
    throw new Error('FUZZ_SEED and FUZZ_REQUESTS must be integers');
  return { seed, count };
}

// ── the OpenAPI document ────────────────────────────────────────────────────

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface Operation {
  method: string;
  /** OpenAPI template, e.g. /v1/cards/{id}. */
  path: string;
  params: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
  secured: boolean;
}

/** zod's nullable comes out as anyOf [X, null] in some versions: keep X and mark it nullable. */
function resolveSchema(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf?.filter((branch) => branch.type !== 'null');
  if (!branches?.[0]) return schema;
  return { ...branches[0], nullable: branches.length !== schema.anyOf?.length || schema.nullable };
}

export async function loadOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/docs/json answered ${response.statusCode}`);
  const doc = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        params: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false })),
        body: body ? resolveSchema(body) : null,
        secured: (operation.security?.length ?? 0) > 0,
      };
    }),
  );
}

const routeOf = (op: Operation) => `${op.method} ${op.path}`;
const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

// ── the logged-in world the ids come from ───────────────────────────────────

type Entity = 'workspace' | 'board' | 'list' | 'card' | 'user';
type EntityIds = Record<Entity, string[]>;
/** Whose ids a request carries: 'mixed' puts the other user's next to the user's own. */
type Target = 'own' | 'foreign' | 'missing' | 'mixed';

export interface FuzzTargets {
  own: EntityIds;
  foreign: EntityIds;
  /** The other user's: register answers 409, login 401, and failed logins lock only them. */
  email: string;
  /** The user's own session; replaced when an accepted request (a logout) ends it. */
  token: string;
  login: { email: string; password: string };
  jwtSecret: string;
}

function idsOf(fixture: WorkspaceFixture): EntityIds {
  return {
    workspace: [fixture.workspace.id],
    board: [fixture.board.id],
    list: fixture.board.lists.map((list) => list.id),
    card: fixture.board.lists.flatMap((list) => list.cards.map((card) => card.id)),
    user: [fixture.owner.id],
  };
}

async function workspaceWithCards(ctx: TestContext, name: string): Promise<WorkspaceFixture> {
  const fixture = await createWorkspaceFixture(ctx, name);
  for (const list of fixture.board.lists.slice(0, 2)) {
    const created = await as(ctx, fixture.owner)('POST', '/v1/cards', {
      listId: list.id,
      title: 'Cartão do fuzz',
    });
    if (created.statusCode !== 201) throw new Error(`card: ${created.statusCode} ${created.body}`);
  }
  return { ...fixture, board: await loadBoard(ctx, fixture.owner, fixture.board.id) };
}

/** A user with a workspace, board, lists and cards, and ANOTHER user's workspace to poke at. */
export async function seedFuzzTargets(ctx: TestContext, jwtSecret: string): Promise<FuzzTargets> {
  const mine = await workspaceWithCards(ctx, 'Equipe Fuzz');
  const theirs = await workspaceWithCards(ctx, 'Equipe Alheia');
  await ctx.app.mail.drain();
  return {
    own: idsOf(mine),
    foreign: idsOf(theirs),
    email: theirs.owner.email,
    token: mine.owner.token,
    login: { email: mine.owner.email, password: mine.owner.password },
    jwtSecret,
  };
}

// ── values ──────────────────────────────────────────────────────────────────

/** JSON text spliced in as is: NaN, 1e400, deep nesting, escapes JSON.stringify would not write. */
class RawJson {
  constructor(readonly text: string) {}
}
type BodyValue = Json | RawJson | BodyValue[] | { [key: string]: BodyValue };
type BodyObject = Record<string, BodyValue>;

function serialize(value: BodyValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${serialize(item)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const KB = 1024;
const HUGE_100K = 'a'.repeat(100 * KB);
const UNDER_BODY_LIMIT = 'b'.repeat(60 * KB);
const HUGE_1M = 'c'.repeat(1024 * KB);
const DEPTH = 10_000;
const DEEP_ARRAY = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const DEEP_OBJECT = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
const OVER_LIMIT_70K = `{"x":"${'d'.repeat(70 * KB)}"}`;
const OVER_LIMIT_1M = `{"x":"${HUGE_1M}"}`;
const SAMPLE_UUID = '123e4567-e89b-42d3-a456-426614174000';

function entityOf(name: string, path: string): Entity {
  const key = name === 'id' ? (path.split('/')[2] ?? '') : name.toLowerCase();
  if (key.includes('workspace')) return 'workspace';
  if (key.includes('board')) return 'board';
  if (key.includes('list')) return 'list';
  if (key.includes('card')) return 'card';
  return 'user';
}

interface ValueContext {
  op: Operation;
  target: Target;
  targets: FuzzTargets;
  random: Random;
  /** Ids handed out that are not the user's: a 2xx carrying one is a failure. */
  otherIds: string[];
  /** Ids handed out so far; with 'mixed', the one at `forcedOther` is never the user's. */
  slot: number;
  forcedOther: number;
}

function idFor(entity: Entity, context: ValueContext): string {
  const { target, targets, random } = context;
  const slot = context.slot++;
  const source =
    target !== 'mixed'
      ? target
      : random.pick<Target>(
          slot === context.forcedOther
            ? ['foreign', 'missing']
            : ['own', 'own', 'own', 'foreign', 'missing'],
        );
  if (source === 'own') return random.pick(targets.own[entity]);
  const id = source === 'missing' ? randomUuid(random) : random.pick(targets.foreign[entity]);
  context.otherIds.push(id);
  return id;
}

function textFor(name: string, schema: JsonSchema, context: ValueContext): string {
  const lower = name.toLowerCase();
  if (lower.includes('email')) {
    // Register then answers 409 and login 401: the base request never succeeds.
    const known = /\/(register|login)$/.test(context.op.path);
    return known ? context.targets.email : 'ninguem-fuzz@example.com';
  }
  if (lower.includes('password')) return 'Senha-Errada-123';
  if (lower === 'turnstiletoken') return DEV_TURNSTILE_TOKEN;
  if (lower.includes('token')) return 'f'.repeat(43);
  if (lower.includes('color')) return '#A1B2C3';
  return `Fuzz ${name}`.slice(0, schema.maxLength ?? 100);
}

function validValue(name: string, raw: JsonSchema, context: ValueContext): Json {
  const schema = resolveSchema(raw);
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  if (schema.format === 'uuid') return idFor(entityOf(name, context.op.path), context);
  if (schema.format === 'date-time') return '2031-05-20T12:00:00.000Z';
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'array': {
      const item = schema.items ?? {};
      if (item.format === 'uuid') {
        const entity = entityOf(name, context.op.path);
        if (context.target === 'own') return context.targets.own[entity];
        const source = context.target === 'missing' ? 'missing' : 'foreign';
        const other = idFor(entity, { ...context, target: source });
        context.slot += 1;
        return context.target === 'mixed' ? [...context.targets.own[entity], other] : [other];
      }
      return [validValue(name, item, context)];
    }
    case 'object':
      return validObject(schema, context) as Json;
    default:
      return textFor(name, schema, context);
  }
}

function validObject(schema: JsonSchema, context: ValueContext): BodyObject {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [
      name,
      validValue(name, field, context),
    ]),
  );
}

// ── requests and mutations ──────────────────────────────────────────────────

interface Draft {
  method: string;
  path: string;
  params: Record<string, string>;
  /** Params go into the URL unencoded (path traversal, raw %00). */
  rawParams: boolean;
  /** Fields of the route's query schema. */
  queryFields: Record<string, string[]>;
  /** Raw text appended to the query string. */
  query: string;
  headers: Record<string, string>;
  body: BodyObject | undefined;
  /** Replaces the serialized body when set. */
  payload: string | Buffer | undefined;
  /** null sends no content-type at all. */
  contentType: string | null;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** encodeURIComponent, except that a lone surrogate goes out as its (invalid) UTF-8 bytes. */
function encodeLoose(value: string): string {
  return Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(char);
  }).join('');
}

function toRequest(draft: Draft): FuzzRequest {
  let url = draft.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = draft.params[name] ?? '';
    return draft.rawParams ? value : encodeLoose(value);
  });
  const query = [
    ...Object.entries(draft.queryFields).flatMap(([name, values]) =>
      values.map((value) => `${encodeLoose(name)}=${encodeLoose(value)}`),
    ),
    draft.query,
  ]
    .filter(Boolean)
    .join('&');
  if (query) url += `?${query}`;
  const payload = draft.payload ?? (draft.body === undefined ? undefined : serialize(draft.body));
  const headers = { ...draft.headers };
  if (payload !== undefined && draft.contentType !== null && !headers['content-type'])
    headers['content-type'] = draft.contentType;
  return { method: draft.method, url, headers, ...(payload === undefined ? {} : { payload }) };
}

interface Mutation {
  name: string;
  /** The request may be valid after all (an emoji title, an extra field zod strips). */
  benign: boolean;
  /** Whose ids the request carries, when the mutation is about that. */
  target?: Target;
  apply(draft: Draft): void;
}

const mutation = (name: string, benign: boolean, apply: (draft: Draft) => void): Mutation => ({
  name,
  benign,
  apply,
});

const isUuidField = (schema: JsonSchema) => {
  const resolved = resolveSchema(schema);
  return resolved.format === 'uuid' || resolved.items?.format === 'uuid';
};

const idSlots = (op: Operation) =>
  op.params.length + Object.values(op.body?.properties ?? {}).filter(isUuidField).length;
const hasIds = (op: Operation) => idSlots(op) > 0;

/** The request as is, but with ids that are not the user's: only 403 or 404 will do. */
function targetMutations(op: Operation): Mutation[] {
  if (!hasIds(op)) return [];
  return (['foreign', 'mixed', 'missing'] as const).map((target) => ({
    name: `ids ${target}`,
    benign: false,
    target,
    apply: () => {},
  }));
}

interface ValueMutation {
  name: string;
  value: BodyValue | undefined;
  benign: boolean;
}

const invalid = (name: string, value: BodyValue | undefined): ValueMutation => ({
  name,
  value,
  benign: false,
});
const odd = (name: string, value: BodyValue): ValueMutation => ({ name, value, benign: true });

const WRONG_TYPES: Record<string, Json> = {
  number: 12345,
  boolean: true,
  null: null,
  object: { $gt: '' },
  array: ['a', 1],
  string: 'texto',
};

function wrongTypes(schema: JsonSchema): ValueMutation[] {
  const own = schema.type === 'integer' ? 'number' : schema.type;
  return Object.entries(WRONG_TYPES)
    .filter(([type]) => type !== own && !(type === 'null' && schema.nullable))
    .map(([type, value]) => invalid(`wrong-type ${type}`, value));
}

const BAD_UUIDS: Record<string, string> = {
  x: 'x',
  'dot-dot-slash': '../',
  'percent-00': '%00',
  null: 'null',
  empty: '',
  'version-9': '123e4567-e89b-92d3-a456-426614174000',
  'version-0': '123e4567-e89b-02d3-a456-426614174000',
  'variant-c': '123e4567-e89b-42d3-c456-426614174000',
  'no-dashes': '123e4567e89b42d3a456426614174000',
  braces: `{${SAMPLE_UUID}}`,
  'trailing-newline': `${SAMPLE_UUID}\n`,
  'sql-injection': `${SAMPLE_UUID}' or '1'='1`,
  truncated: SAMPLE_UUID.slice(0, -1),
  'with-nul': `${SAMPLE_UUID}\u0000`,
  'lone-surrogate': `${SAMPLE_UUID}\ud800`,
};

const uuidMutations = (): ValueMutation[] =>
  Object.entries(BAD_UUIDS).map(([name, value]) => invalid(`bad-uuid ${name}`, value));

const numberMutations = (): ValueMutation[] => [
  invalid('negative', -1),
  invalid('very-negative', -2_147_483_649),
  invalid('fraction', 1.5),
  invalid('2^53', 2 ** 53),
  invalid('1e308', 1e308),
  invalid('NaN', new RawJson('NaN')),
  invalid('Infinity', new RawJson('Infinity')),
  invalid('-Infinity', new RawJson('-Infinity')),
  invalid('1e400', new RawJson('1e400')),
  invalid('hex', new RawJson('0x10')),
  invalid('numeric-string', '1'),
  odd('max-safe-integer', Number.MAX_SAFE_INTEGER),
  odd('2^31', 2 ** 31),
  odd('negative-zero', new RawJson('-0')),
];

const dateMutations = (): ValueMutation[] => [
  invalid('feb-30', '2024-02-30T00:00:00Z'),
  invalid('month-13', '2024-13-01T00:00:00Z'),
  invalid('date-only', '2024-01-01'),
  invalid('words', 'amanhã'),
  invalid('year-0', '0000-01-01T00:00:00Z'),
  invalid('year-0-offset', '0000-01-01T00:30:00+01:00'),
  invalid('year-275760', '+275760-09-13T00:00:00.000Z'),
  odd('year-9999', '9999-12-31T23:59:59.999Z'),
  odd('odd-offset', '1970-01-01T00:00:00+23:59'),
];

const enumMutations = (schema: JsonSchema): ValueMutation[] => [
  invalid('not-in-enum', 'inexistente'),
  invalid('enum-upper-case', String(schema.enum?.[0] ?? '').toUpperCase()),
  invalid('enum-padded', ` ${String(schema.enum?.[0] ?? '')}`),
];

const patternMutations = (): ValueMutation[] => [
  invalid('pattern-word', 'vermelho'),
  invalid('pattern-bad-hex', '#GGGGGG'),
  invalid('pattern-short', '#FFF'),
  invalid('pattern-trailing-newline', '#FFFFFF\n'),
  invalid('pattern-long', '#FFFFFFF'),
];

const emailMutations = (): ValueMutation[] => [
  invalid('email-no-at', 'sem-arroba'),
  invalid('email-no-domain', 'a@'),
  invalid('email-too-long', `${'x'.repeat(250)}@example.com`),
  invalid('email-space', 'user@exa mple.com'),
];

/** Valid text a person could type: emoji, right-to-left, control characters, markup. */
const TEXT_CONTENT: Record<string, string> = {
  emoji: 'Tarefa 🚀 👩‍👩‍👧‍👦 🏳️‍🌈',
  rtl: 'مرحبا بالعالم \u202Eetxet',
  'zero-width': 'a\u200B\u200D\uFEFFb',
  combining: 'e\u0301'.repeat(40),
  control: 'linha\u0001\u0007\u001b[31m',
  sql: "'; drop table cards; --",
  html: '<script>alert(1)</script>',
};

function stringMutations(name: string, schema: JsonSchema, base: Json): ValueMutation[] {
  const text = typeof base === 'string' ? base : 'texto';
  const freeText = !schema.format && !schema.pattern && !schema.enum;
  const mutations: ValueMutation[] = [
    invalid('nul', `${text}\u0000fim`),
    invalid('lone-high-surrogate', `${text}\ud800`),
    invalid('lone-low-surrogate', `\udc00${text}`),
    invalid('reversed-surrogates', `${text}\udc00\ud800`),
    invalid('huge-100k', HUGE_100K),
    invalid('huge-1m', HUGE_1M),
  ];
  if (schema.maxLength !== undefined && schema.maxLength < UNDER_BODY_LIMIT.length)
    mutations.push(invalid('just-under-body-limit', UNDER_BODY_LIMIT));
  if (schema.maxLength !== undefined && freeText)
    mutations.push(invalid('too-long', 'a'.repeat(schema.maxLength + 1)));
  const required = (schema.minLength ?? 0) > 0 || !freeText;
  mutations.push(
    required ? invalid('empty', '') : odd('empty', ''),
    required ? invalid('whitespace', '   ') : odd('whitespace', '   '),
  );
  if (name.toLowerCase().includes('email')) mutations.push(...emailMutations());
  else if (freeText)
    mutations.push(
      ...Object.entries(TEXT_CONTENT).map(([label, value]) => odd(label, `${value} ${text}`)),
    );
  return mutations;
}

function arrayMutations(schema: JsonSchema, base: Json): ValueMutation[] {
  const first = Array.isArray(base) ? (base[0] ?? SAMPLE_UUID) : SAMPLE_UUID;
  return [
    invalid('array-empty', []),
    invalid(
      'array-over-max',
      Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => first),
    ),
    invalid('array-duplicates', [first, first]),
    invalid('array-item-number', [1]),
    invalid('array-item-null', [null]),
    invalid('array-item-bad-uuid', ['x']),
    invalid('array-item-nul', [`${String(first)}\u0000`]),
    invalid('array-nested', [[first]]),
    invalid('array-deep', new RawJson(DEEP_ARRAY)),
  ];
}

function valueMutations(name: string, raw: JsonSchema, base: Json): ValueMutation[] {
  const schema = resolveSchema(raw);
  const mutations = wrongTypes(schema);
  if (schema.type === 'array') return [...mutations, ...arrayMutations(schema, base)];
  if (schema.type === 'integer' || schema.type === 'number')
    return [...mutations, ...numberMutations()];
  if (schema.format === 'uuid') mutations.push(...uuidMutations());
  else if (schema.format === 'date-time') mutations.push(...dateMutations());
  else if (schema.enum) mutations.push(...enumMutations(schema));
  else if (schema.pattern) mutations.push(...patternMutations());
  return [...mutations, ...stringMutations(name, schema, base)];
}

function fieldMutations(schema: JsonSchema, sample: BodyObject): Mutation[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const missing = required.has(name)
      ? [
          mutation(`body.${name} missing`, false, (draft) => {
            if (draft.body) delete draft.body[name];
          }),
        ]
      : [];
    const values = valueMutations(name, field, sample[name] as Json).map((value) =>
      mutation(`body.${name} ${value.name}`, value.benign, (draft) => {
        if (draft.body) draft.body[name] = value.value as BodyValue;
      }),
    );
    return [...missing, ...values];
  });
}

const replaceBody = (payload: string | Buffer) => (draft: Draft) => {
  draft.payload = payload;
};

/** The draft's body as JSON text with `members` spliced in first. */
const withFirst = (members: string) => (draft: Draft) => {
  const rest = serialize(draft.body ?? {}).slice(1, -1);
  draft.payload = `{${[members, rest].filter(Boolean).join(',')}}`;
};

function bodyShapeMutations(op: Operation): Mutation[] {
  const hasRequired = (op.body?.required?.length ?? 0) > 0;
  const firstText = Object.entries(op.body?.properties ?? {}).find(
    ([, field]) => resolveSchema(field).type === 'string' && !field.format && !field.pattern,
  )?.[0];
  const mutations = [
    mutation('body empty-object', !hasRequired, replaceBody('{}')),
    mutation('body extra-fields', true, (draft) => {
      draft.body = { ...draft.body, isAdmin: true, role: 'owner', id: SAMPLE_UUID, zzz: [1] };
    }),
    mutation('body duplicate-keys', true, withFirst('"dup":1,"dup":2')),
    mutation('body proto-pollution', false, withFirst('"__proto__":{"x":1}')),
    mutation('body constructor-pollution', false, withFirst('"constructor":{"prototype":{"x":1}}')),
    mutation('body deep-field', false, (draft) => {
      const first = Object.keys(op.body?.properties ?? {})[0] ?? 'a';
      draft.body = { ...draft.body, [first]: new RawJson(DEEP_ARRAY) };
    }),
  ];
  if (firstText)
    mutations.push(
      mutation(`body.${firstText} invalid-utf8`, true, (draft) => {
        const text = serialize({ ...draft.body, [firstText]: 'XX' });
        const [before, after] = text.split('"XX"') as [string, string];
        draft.payload = Buffer.concat([
          Buffer.from(`${before}"a`),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
          Buffer.from(`b"${after}`),
        ]);
      }),
    );
  return mutations;
}

const INVALID_JSON: Record<string, string> = {
  'unclosed-brace': '{',
  'missing-value': '{"a":}',
  'single-quotes': "{'a':1}",
  'trailing-comma': '{"a":1,}',
  undefined: 'undefined',
  'bom-then-garbage': '\uFEFF{',
  'trailing-garbage': '{"a":1}garbage',
  'whitespace-only': '   ',
  'raw-lone-surrogate-key': '{"\\ud800":1',
};

/** Malformed bodies for any method that can carry one: the parser must refuse them. */
function payloadMutations(op: Operation): Mutation[] {
  // Without a body schema a route ignores a parsed body: a well-formed one changes nothing.
  const ignored = op.body === null;
  const asText = (draft: Draft) => serialize(draft.body ?? { a: 1 });
  const withType = (name: string, type: string | null, benign: boolean, payload?: string) =>
    mutation(`content-type ${name}`, benign, (draft) => {
      draft.payload = payload ?? asText(draft);
      draft.contentType = type;
      delete draft.headers['content-type'];
    });
  const wellFormed = (name: string, text: string) =>
    mutation(`body ${name}`, ignored, replaceBody(text));
  return [
    ...Object.entries(INVALID_JSON).map(([name, text]) =>
      mutation(`body invalid-json ${name}`, false, replaceBody(text)),
    ),
    mutation('body empty-with-json-type', false, replaceBody('')),
    wellFormed('null', 'null'),
    wellFormed('array', '[]'),
    wellFormed('string', '"texto"'),
    wellFormed('number', '42'),
    wellFormed('deep-array', DEEP_ARRAY),
    wellFormed('deep-object', DEEP_OBJECT),
    mutation('body over-limit-70k', false, replaceBody(OVER_LIMIT_70K)),
    mutation('body over-limit-1m', false, replaceBody(OVER_LIMIT_1M)),
    withType('text/plain', 'text/plain', ignored),
    withType('form-urlencoded', 'application/x-www-form-urlencoded', false, 'name=x&title=y'),
    withType(
      'multipart',
      'multipart/form-data; boundary=fuzz',
      false,
      '--fuzz\r\n\r\nx\r\n--fuzz--',
    ),
    withType('xml', 'application/xml', false, '<a>1</a>'),
    // The JSON parser reads UTF-8 whatever the charset says: the same body, merely mislabelled.
    withType('json-utf16-charset', 'application/json; charset=utf-16', true),
    withType('json-lookalike', 'application/jsonx', false),
    withType('missing', null, ignored),
    mutation('content-length mismatch', false, (draft) => {
      draft.payload = asText(draft);
      draft.headers['content-length'] = '1';
    }),
  ];
}

const ODD_METHODS = ['PUT', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'COPY', 'LOCK', 'QUERY'];

/** Odd methods, URLs, query strings and headers around an otherwise unchanged request. */
function envelopeMutations(op: Operation, methodsAtPath: Set<string>): Mutation[] {
  const mutations: Mutation[] = ODD_METHODS.filter((method) => !methodsAtPath.has(method)).map(
    (method) =>
      mutation(`method ${method}`, false, (draft) => {
        draft.method = method;
      }),
  );
  if (op.method === 'GET')
    mutations.push(
      mutation('method HEAD', true, (draft) => {
        draft.method = 'HEAD';
      }),
      mutation('get with json body', true, replaceBody('{"a":1}')),
      mutation('get with invalid json body', true, replaceBody('{')),
    );
  const onPath = (name: string, benign: boolean, edit: (path: string) => string) =>
    mutation(`url ${name}`, benign, (draft) => {
      draft.path = edit(draft.path);
    });
  const onQuery = (name: string, query: string) =>
    mutation(`query ${name}`, true, (draft) => {
      draft.query = query;
    });
  const header = (name: string, value: string) =>
    mutation(`header ${name}`, true, (draft) => {
      draft.headers[name] = value;
    });
  return [
    ...mutations,
    header('if-none-match', `W/"x", *, "${'e'.repeat(8000)}`),
    header('if-modified-since', 'ontem'),
    header('accept-encoding', 'gzip;q=NaN, br;q=-1, *;q=2'),
    header('accept', 'application/json;q=x, */*;q=-1'),
    header('content-encoding', 'gzip'),
    header('x-forwarded-for', '::1, 999.999.999.999, %00'),
    onPath('huge-path-100k', false, (path) => `${path}/${HUGE_100K}`),
    onPath('double-slash', false, (path) => `/${path}`),
    // The URL parser resolves dot segments before routing, as any HTTP client would.
    onPath('dot-segment', true, (path) => `/./x/..${path}`),
    onPath('bad-percent', false, (path) => `${path}/%E0%A4%A`),
    onPath('nul', false, (path) => `${path}%00`),
    onPath('upper-case', false, (path) => path.toUpperCase()),
    onQuery('long-100k', `q=${HUGE_100K}`),
    onQuery('many-5000', Array.from({ length: 5000 }, (_, i) => `k${i}=${i}`).join('&')),
    onQuery('proto', '__proto__[x]=1&constructor[prototype][x]=1'),
    onQuery('bad-percent', 'a=%E0%A4%A&b=%&c=%zz'),
    onQuery('nul', 'a=%00&b=\u0000'),
    onQuery('repeated', 'a=1&a=2&a[]=3&a[b]=4'),
  ];
}

/** A JSON value as query-string values: arrays repeat the name, the rest is its text. */
function asQueryValues(value: BodyValue | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(asQueryValues);
  if (value instanceof RawJson) return [value.text];
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}

function queryFieldMutations(op: Operation): Mutation[] {
  return op.query.flatMap(({ name, schema, required }) => {
    const missing = required
      ? [
          mutation(`query.${name} missing`, false, (draft) => {
            delete draft.queryFields[name];
          }),
        ]
      : [];
    const values = valueMutations(name, schema, null).map((value) =>
      mutation(`query.${name} ${value.name}`, value.benign, (draft) => {
        draft.queryFields[name] = asQueryValues(value.value);
      }),
    );
    return [...missing, ...values];
  });
}

function paramMutations(op: Operation): Mutation[] {
  return op.params.flatMap((name) => {
    const set = (value: string, raw: boolean) => (draft: Draft) => {
      draft.params[name] = value;
      draft.rawParams = raw;
    };
    return [
      ...Object.entries(BAD_UUIDS).map(([label, value]) =>
        mutation(`param.${name} bad-uuid ${label}`, false, set(value, false)),
      ),
      mutation(`param.${name} raw dot-dot`, false, set('..', true)),
      mutation(`param.${name} raw percent-00`, false, set('%00', true)),
      mutation(`param.${name} raw lone-percent`, false, set('%', true)),
      mutation(`param.${name} raw encoded-slash`, false, set(`${SAMPLE_UUID}%2F..`, true)),
      mutation(`param.${name} too-long-10k`, false, set('a'.repeat(10_000), false)),
      mutation(`param.${name} emoji`, false, set('🚀', false)),
      mutation(`param.${name} nil-uuid`, false, set('00000000-0000-0000-0000-000000000000', false)),
      mutation(`param.${name} max-uuid`, false, set('ffffffff-ffff-ffff-ffff-ffffffffffff', false)),
    ];
  });
}

// ── authorization ───────────────────────────────────────────────────────────

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every way to present a session that is not one. */
async function authMutations(targets: FuzzTargets, random: Random): Promise<Mutation[]> {
  const key = new TextEncoder().encode(targets.jwtSecret);
  const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-xyz');
  const { sub = SAMPLE_UUID, sid = SAMPLE_UUID } = decodeJwt(targets.token) as {
    sub?: string;
    sid?: string;
  };
  const now = Math.floor(Date.now() / 1000);
  const sign = (
    claims: { sub?: string; sid?: string },
    { secret = key, alg = 'HS256', issuer = 'quadro', exp = now + 600 } = {},
  ) => {
    const jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {})
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt(now - 60)
      .setExpirationTime(exp);
    return (claims.sub ? jwt.setSubject(claims.sub) : jwt).sign(secret);
  };
  const bearer = async (token: Promise<string>) => `Bearer ${await token}`;
  const headers: Record<string, string | undefined> = {
    none: undefined,
    garbage: 'garbage',
    'bearer-empty': 'Bearer ',
    'bearer-only': 'Bearer',
    'bearer-two-tokens': `Bearer ${targets.token} ${targets.token}`,
    basic: 'Basic dXNlcjpzZW5oYQ==',
    'not-a-jwt': 'Bearer not.a.jwt',
    huge: `Bearer ${HUGE_100K}`,
    'other-key': await bearer(sign({ sub, sid }, { secret: otherKey })),
    'alg-none': `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub, sid, iss: 'quadro', exp: now + 600 })}.`,
    hs512: await bearer(sign({ sub, sid }, { alg: 'HS512' })),
    expired: await bearer(sign({ sub, sid }, { exp: now - 30 })),
    'wrong-issuer': await bearer(sign({ sub, sid }, { issuer: 'outro' })),
    'no-session-claim': await bearer(sign({ sub })),
    'no-subject': await bearer(sign({ sid })),
    'subject-not-uuid': await bearer(sign({ sub: 'x', sid })),
    // Well signed, for a user that is gone (deleted while the token lives) or someone else.
    'unknown-user': await bearer(sign({ sub: randomUuid(random), sid: randomUuid(random) })),
    'session-of-other-user': await bearer(sign({ sub: targets.foreign.user[0] ?? sub, sid })),
  };
  return Object.entries(headers).map(([name, header]) =>
    mutation(`auth ${name}`, false, (draft) => {
      if (header === undefined) delete draft.headers.authorization;
      else draft.headers.authorization = header;
    }),
  );
}

// ── cases ───────────────────────────────────────────────────────────────────

export interface FuzzCase {
  index: number;
  route: string;
  mutation: string;
  target: Target;
  auth: 'valid' | 'none';
  /** May succeed and write: its effect is checked in isolation. */
  risky: boolean;
  /** Carries another user's or a nonexistent id: it must not succeed. */
  otherId: boolean;
  request: FuzzRequest;
}

interface Catalogue {
  op: Operation;
  mutations: Mutation[];
}

async function buildCatalogue(
  ops: Operation[],
  targets: FuzzTargets,
  random: Random,
): Promise<Catalogue[]> {
  const auth = await authMutations(targets, random);
  return ops.map((op) => {
    const methodsAtPath = new Set(ops.filter((o) => o.path === op.path).map((o) => o.method));
    const sample = op.body
      ? validObject(op.body, {
          op,
          target: 'own',
          targets,
          random,
          otherIds: [],
          slot: 0,
          forcedOther: 0,
        })
      : undefined;
    return {
      op,
      mutations: [
        ...(op.secured ? auth : []),
        ...targetMutations(op),
        ...paramMutations(op),
        ...queryFieldMutations(op),
        ...(op.body && sample
          ? [...fieldMutations(op.body, sample), ...bodyShapeMutations(op)]
          : []),
        ...payloadMutations(op),
        ...envelopeMutations(op, methodsAtPath),
      ],
    };
  });
}

function chooseTarget(
  random: Random,
  op: Operation,
  mutation: Mutation,
  systematic: boolean,
): Target {
  if (mutation.target) return mutation.target;
  // A request that may be valid never aims at the fixture's own rows with DELETE.
  if (mutation.benign && op.method === 'DELETE') return random.pick(['foreign', 'missing']);
  if (mutation.benign)
    return random.chance(0.25) ? 'own' : random.pick(['foreign', 'missing', 'mixed']);
  if (systematic) return 'own';
  return random.pick(['own', 'own', 'own', 'foreign', 'missing', 'mixed']);
}

/** Whether the request still carries an id that is not the user's after its mutation. */
function carriesOtherId({ url, payload }: FuzzRequest, otherIds: string[]): boolean {
  const body = payload === undefined ? '' : payload.toString();
  return otherIds.some((id) => url.includes(id) || body.includes(id));
}

function buildCase(
  index: number,
  { op, mutation: m }: { op: Operation; mutation: Mutation },
  targets: FuzzTargets,
  random: Random,
  systematic: boolean,
): FuzzCase {
  const target = chooseTarget(random, op, m, systematic);
  const auth = systematic || random.chance(0.9) ? 'valid' : 'none';
  const context: ValueContext = {
    op,
    target,
    targets,
    random,
    otherIds: [],
    slot: 0,
    forcedOther: random.int(Math.max(1, idSlots(op))),
  };
  const draft: Draft = {
    method: op.method,
    path: op.path,
    params: Object.fromEntries(
      op.params.map((name) => [name, idFor(entityOf(name, op.path), context)]),
    ),
    rawParams: false,
    queryFields: Object.fromEntries(
      op.query.map(({ name, schema }) => [name, asQueryValues(validValue(name, schema, context))]),
    ),
    query: '',
    headers: auth === 'valid' ? { authorization: `Bearer ${targets.token}` } : {},
    body: op.body ? validObject(op.body, context) : undefined,
    payload: undefined,
    contentType: 'application/json',
  };
  m.apply(draft);
  const reachesHandler = !op.secured || (auth === 'valid' && !m.name.startsWith('auth '));
  const ownsTarget = target === 'own' || !hasIds(op);
  const request = toRequest(draft);
  return {
    index,
    route: routeOf(op),
    mutation: m.name,
    target,
    auth,
    risky: m.benign && isWrite(draft.method) && reachesHandler && ownsTarget,
    otherId: carriesOtherId(request, context.otherIds),
    request,
  };
}

/** Mutations that may be valid come up half as often: their 2xx answers check little. */
function pickMutation(random: Random, mutations: Mutation[]): Mutation {
  const first = random.pick(mutations);
  return first.benign ? random.pick(mutations) : first;
}

/** First every (route, mutation) pair once, then random pairs until `count`. */
export function* generateCases(
  catalogue: Catalogue[],
  targets: FuzzTargets,
  random: Random,
  count: number,
): Generator<FuzzCase> {
  let index = 0;
  for (const { op, mutations } of catalogue)
    for (const m of mutations) {
      if (index >= count) return;
      yield buildCase(index++, { op, mutation: m }, targets, random, true);
    }
  while (index < count) {
    const { op, mutations } = random.pick(catalogue);
    yield buildCase(
      index++,
      { op, mutation: pickMutation(random, mutations) },
      targets,
      random,
      false,
    );
  }
}

// ── database snapshots ──────────────────────────────────────────────────────

type Snapshot = Record<string, string>;

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('unexpected query result');
  return rows as Record<string, unknown>[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables whose job is to record refused requests (failed logins, rate-limit hits). */
const COUNTER_TABLES = new Set(['login_failures', 'rate_limit_counters']);

/** One query that hashes every row of every table (count plus md5 of the sorted rows). */
async function snapshotQuery(database: Database): Promise<string> {
  const tables = rowsOf(
    await database.db.execute(
      sql.raw(`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`),
    ),
  )
    .filter((row) => !COUNTER_TABLES.has(String(row.table_name)))
    .map((row) => `${quoteIdent(String(row.table_schema))}.${quoteIdent(String(row.table_name))}`);
  const columns = tables.map(
    (table) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from ${table} t) as ${quoteIdent(table)}`,
  );
  return `select ${columns.join(', ')}`;
}

async function hashTables(database: Database, query: string): Promise<Snapshot> {
  const [row] = rowsOf(await database.db.execute(sql.raw(query)));
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, String(value)]));
}

/** The next transaction id: no row changes without taking one, and reading it takes none. */
async function writeMarker(database: Database): Promise<string> {
  const [row] = rowsOf(
    await database.db.execute(sql.raw('select pg_current_snapshot()::text as marker')),
  );
  return String(row?.marker);
}

export interface WatchStats {
  checks: number;
  hashes: number;
  ms: number;
}

/** Which tables changed since the previous call; hashes rows only when a transaction ran. */
async function watchRows(database: Database, stats: WatchStats) {
  const query = await snapshotQuery(database);
  let marker = await writeMarker(database);
  let hashes = await hashTables(database, query);
  return async function changedTables(): Promise<string[]> {
    const started = performance.now();
    stats.checks += 1;
    const now = await writeMarker(database);
    let changed: string[] = [];
    if (now !== marker) {
      stats.hashes += 1;
      const next = await hashTables(database, query);
      changed = Object.keys(next).filter((table) => hashes[table] !== next[table]);
      marker = now;
      hashes = next;
    }
    stats.ms += performance.now() - started;
    return changed;
  };
}

// ── the run ─────────────────────────────────────────────────────────────────

export interface FuzzContext extends TestContext {
  /** The server's error log, one JSON line per entry. */
  log: string[];
}

/** The app as createTestApp builds it, but logging errors to memory so a 5xx shows its cause. */
export async function createFuzzContext(
  database: Database,
  jwtSecret: string,
): Promise<FuzzContext> {
  const mailbox = await startMailbox();
  const log: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    RATE_LIMITS: 'off',
    PUBLIC_URL: 'http://quadro.test',
    SMTP_URL: mailbox.url,
    DATA_DIR: '/nonexistent-test-data-dir',
  });
  const options = loggerOptions('error');
  if (typeof options !== 'object') throw new Error('loggerOptions must return options');
  const app = await buildApp({
    config: { ...config, jwtSecret },
    database,
    logger: {
      ...options,
      stream: {
        write(line: string | Uint8Array) {
          log.push(String(line).slice(0, 4000));
          return true;
        },
      },
    },
  });
  await app.ready();
  return {
    app,
    database,
    mailbox,
    log,
    async close() {
      await app.close();
      await database.close();
      await mailbox.close();
    },
  };
}

export interface Outcome {
  fuzzCase: FuzzCase;
  status: number;
  ms: number;
  serverLog: string[];
}

export interface Finding {
  count: number;
  example: Outcome;
}

export interface RowChange {
  tables: string[];
  window: Outcome[];
}

export interface FuzzReport {
  seed: number;
  requests: number;
  systematic: number;
  durationMs: number;
  /** CPU time of this process (all its threads): what the run costs whatever the machine's load. */
  cpuMs: number;
  latenciesMs: number[];
  msByRoute: Map<string, number>;
  statuses: Record<number, number>;
  /** Status ≥ 500, or inject threw (status 0), by route, mutation and status. */
  serverErrors: Map<string, Finding>;
  /** 2xx answers to writes, by route and mutation. */
  acceptedWrites: Map<string, Finding>;
  /** 2xx answers to requests carrying another user's or a nonexistent id. */
  otherIdAccepted: Map<string, Finding>;
  rowChanges: RowChange[];
  /** Requests whose row check was lost because an unexpected 2xx write ended their window. */
  unverified: number;
  rowChecks: WatchStats;
  relogins: number;
}

/** The log entry without its envelope: whatever the error handler chose to record. */
function summarizeLog(line: string): string {
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const { level: _level, time: _time, pid: _pid, hostname: _host, reqId: _id, ...rest } = entry;
    return truncate(JSON.stringify(rest), 600);
  } catch {
    return truncate(line, 600);
  }
}

async function send(ctx: FuzzContext, fuzzCase: FuzzCase): Promise<Outcome> {
  const logStart = ctx.log.length;
  const started = performance.now();
  let status: number;
  try {
    const response = await ctx.app.inject({
      method: fuzzCase.request.method,
      url: fuzzCase.request.url,
      headers: fuzzCase.request.headers,
      ...(fuzzCase.request.payload === undefined ? {} : { payload: fuzzCase.request.payload }),
    });
    status = response.statusCode;
  } catch (error) {
    ctx.log.push(JSON.stringify({ msg: 'inject threw', err: { message: String(error) } }));
    status = 0;
  }
  const ms = performance.now() - started;
  return { fuzzCase, status, ms, serverLog: ctx.log.slice(logStart).map(summarizeLog) };
}

const classOf = (outcome: Outcome) =>
  `${outcome.fuzzCase.route} · ${outcome.fuzzCase.mutation} → ${outcome.status}`;

function count(findings: Map<string, Finding>, outcome: Outcome) {
  const key = classOf(outcome);
  const found = findings.get(key);
  if (found) found.count += 1;
  else findings.set(key, { count: 1, example: outcome });
}

export interface RunOptions {
  seed: number;
  count: number;
  /** Requests between two snapshots when none of them may write. */
  window?: number;
  onProgress?: (done: number) => void;
  onOutcome?: (outcome: Outcome) => void;
}

interface RunState {
  /** Refused requests since the rows were last checked. */
  window: Outcome[];
  /** Routes that accepted a write once: their writes are checked one by one from then on. */
  leaky: Set<string>;
  /** Routes that ended the user's session (logout): later sent with an already ended token. */
  sessionEnders: Set<string>;
  keepsSession: Set<string>;
  endedToken: string | null;
}

/** Each login costs an argon2 verify: a route that ended the session once gets a dead token. */
function adaptToRun(fuzzCase: FuzzCase, state: RunState, targets: FuzzTargets): FuzzCase {
  const headers = fuzzCase.request.headers;
  if (
    !state.endedToken ||
    !state.sessionEnders.has(fuzzCase.route) ||
    headers.authorization !== `Bearer ${targets.token}`
  )
    return fuzzCase;
  const authorization = `Bearer ${state.endedToken}`;
  return { ...fuzzCase, request: { ...fuzzCase.request, headers: { ...headers, authorization } } };
}

function record(report: FuzzReport, outcome: Outcome) {
  report.latenciesMs.push(outcome.ms);
  const route = outcome.fuzzCase.route;
  report.msByRoute.set(route, (report.msByRoute.get(route) ?? 0) + outcome.ms);
  report.requests += 1;
  report.statuses[outcome.status] = (report.statuses[outcome.status] ?? 0) + 1;
  if (outcome.status >= 500 || outcome.status === 0) count(report.serverErrors, outcome);
  if (outcome.status >= 200 && outcome.status < 300 && outcome.fuzzCase.otherId)
    count(report.otherIdAccepted, outcome);
}

/** Logs the user in again when an accepted request (a logout) ended the session. */
async function renewSession(ctx: FuzzContext, targets: FuzzTargets): Promise<boolean> {
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/v1/auth/me',
    headers: { authorization: `Bearer ${targets.token}` },
  });
  if (me.statusCode === 200) return false;
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { ...targets.login, turnstileToken: DEV_TURNSTILE_TOKEN },
  });
  if (login.statusCode !== 200) throw new Error(`login again: ${login.statusCode} ${login.body}`);
  targets.token = login.json<{ token: string }>().token;
  return true;
}

const isAcceptedWrite = (outcome: Outcome) =>
  outcome.status >= 200 && outcome.status < 300 && isWrite(outcome.fuzzCase.request.method);

/**
 * Sends every case in order. Every answer but a 2xx to a write must leave every row as it was:
 * the rows are hashed every `window` requests, and around each request that may be accepted.
 */
export async function runFuzz(
  ctx: FuzzContext,
  targets: FuzzTargets,
  { seed, count: total, window: windowSize = 50, onProgress, onOutcome }: RunOptions,
): Promise<FuzzReport> {
  const random = createRandom(seed);
  const catalogue = await buildCatalogue(await loadOperations(ctx.app), targets, random);
  const report: FuzzReport = {
    seed,
    requests: 0,
    systematic: catalogue.reduce((sum, entry) => sum + entry.mutations.length, 0),
    durationMs: 0,
    cpuMs: 0,
    latenciesMs: [],
    msByRoute: new Map(),
    statuses: {},
    serverErrors: new Map(),
    acceptedWrites: new Map(),
    otherIdAccepted: new Map(),
    rowChanges: [],
    unverified: 0,
    rowChecks: { checks: 0, hashes: 0, ms: 0 },
    relogins: 0,
  };
  const changedTables = await watchRows(ctx.database, report.rowChecks);
  const state: RunState = {
    window: [],
    leaky: new Set(),
    sessionEnders: new Set(),
    keepsSession: new Set(),
    endedToken: null,
  };

  const checkWindow = async () => {
    if (state.window.length === 0) return;
    const tables = await changedTables();
    if (tables.length > 0) report.rowChanges.push({ tables, window: state.window });
    state.window = [];
  };

  const afterAcceptedWrite = async (outcome: Outcome) => {
    count(report.acceptedWrites, outcome);
    const route = outcome.fuzzCase.route;
    state.leaky.add(route);
    await ctx.app.mail.drain();
    const token = targets.token;
    // A route that kept the session once, accepting the user's token, always will.
    if (
      outcome.fuzzCase.request.headers.authorization === `Bearer ${token}` &&
      !state.keepsSession.has(route)
    ) {
      if (await renewSession(ctx, targets)) {
        report.relogins += 1;
        state.sessionEnders.add(route);
        state.endedToken = token;
      } else state.keepsSession.add(route);
    }
    if ((await changedTables()).length > 0) {
      report.unverified += state.window.length;
      state.window = [];
    }
  };

  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (const generated of generateCases(catalogue, targets, random, total)) {
    const fuzzCase = adaptToRun(generated, state, targets);
    const isolate =
      fuzzCase.risky || (state.leaky.has(fuzzCase.route) && isWrite(fuzzCase.request.method));
    if (isolate) await checkWindow();
    const outcome = await send(ctx, fuzzCase);
    record(report, outcome);
    onOutcome?.(outcome);
    if (isAcceptedWrite(outcome)) await afterAcceptedWrite(outcome);
    else {
      state.window.push(outcome);
      if (isolate || state.window.length >= windowSize) await checkWindow();
    }
    if (onProgress && report.requests % 5000 === 0) onProgress(report.requests);
  }
  await checkWindow();
  report.durationMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  report.cpuMs = (cpu.user + cpu.system) / 1000;
  return report;
}

// ── reporting ───────────────────────────────────────────────────────────────

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;
}

function describeRequest({ method, url, headers, payload }: FuzzRequest): string {
  const shortHeaders = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, truncate(value, 60)]),
  );
  const body =
    payload === undefined
      ? '(none)'
      : truncate(JSON.stringify(Buffer.isBuffer(payload) ? payload.toString() : payload), 300);
  return `${method} ${truncate(url, 160)}\n      headers: ${JSON.stringify(shortHeaders)}\n      body: ${body}`;
}

const describeOutcome = (outcome: Outcome) =>
  `#${outcome.fuzzCase.index} (target ${outcome.fuzzCase.target}, auth ${outcome.fuzzCase.auth}) ${describeRequest(outcome.fuzzCase.request)}`;

/** '' when no request answered ≥ 500; else each class once, with an example and the server log. */
export function describeServerErrors(report: FuzzReport): string {
  if (report.serverErrors.size === 0) return '';
  const classes = [...report.serverErrors].map(
    ([key, { count: n, example }]) =>
      `  ${key} ×${n}\n    ${describeOutcome(example)}\n      log: ${example.serverLog.join(' | ') || '(nothing logged)'}`,
  );
  return `seed ${report.seed} (FUZZ_SEED=${report.seed} to replay): ${classes.length} classes of 5xx\n${classes.join('\n')}`;
}

/** '' when no request carrying another user's or a nonexistent id succeeded. */
export function describeOtherIdAccepted(report: FuzzReport): string {
  if (report.otherIdAccepted.size === 0) return '';
  const classes = [...report.otherIdAccepted].map(
    ([key, { count: n, example }]) => `  ${key} ×${n}\n    ${describeOutcome(example)}`,
  );
  return `seed ${report.seed} (FUZZ_SEED=${report.seed} to replay): ${classes.length} classes answered 2xx with another user's or a nonexistent id\n${classes.join('\n')}`;
}

/** '' when no refused request changed a row; else the tables and the requests of each window. */
export function describeRowChanges(report: FuzzReport): string {
  if (report.rowChanges.length === 0) return '';
  const changes = report.rowChanges.slice(0, 10).map(
    ({ tables, window }) =>
      `  tables ${tables.join(', ')} changed during:\n${window
        .slice(0, 20)
        .map((outcome) => `    ${classOf(outcome)}\n      ${describeOutcome(outcome)}`)
        .join('\n')}`,
  );
  return `seed ${report.seed} (FUZZ_SEED=${report.seed} to replay): ${report.rowChanges.length} windows of refused requests changed rows\n${changes.join('\n')}`;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function describeSummary(report: FuzzReport): string {
  const sorted = [...report.latenciesMs].sort((a, b) => a - b);
  const accepted = [...report.acceptedWrites.values()].reduce((sum, f) => sum + f.count, 0);
  const statuses = Object.entries(report.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const acceptedClasses = [...report.acceptedWrites]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, 15)
    .map(([key, { count: n }]) => `    ${key} ×${n}`)
    .join('\n');
  const slowest = [...report.msByRoute]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)}`)
    .join(', ');
  return [
    `fuzz seed ${report.seed}: ${report.requests} requests (${report.systematic} route×mutation pairs) in ${(report.durationMs / 1000).toFixed(1)} s (CPU ${(report.cpuMs / 1000).toFixed(1)} s), ${Math.round(report.requests / (report.durationMs / 1000))} req/s`,
    `  time in requests ${(sorted.reduce((sum, ms) => sum + ms, 0) / 1000).toFixed(1)} s; latency ms: median ${percentile(sorted, 0.5).toFixed(2)}, p99 ${percentile(sorted, 0.99).toFixed(2)}, max ${percentile(sorted, 1).toFixed(2)}`,
    `  statuses: ${statuses}`,
    `  slowest routes (total s): ${slowest}`,
    `  5xx classes: ${report.serverErrors.size}; 2xx with others' ids: ${report.otherIdAccepted.size}; windows with changed rows: ${report.rowChanges.length}; row checks: ${report.rowChecks.checks}, ${report.rowChecks.hashes} hashing every row (${(report.rowChecks.ms / 1000).toFixed(1)} s); unverified: ${report.unverified}; logins again: ${report.relogins}`,
    `  2xx writes (tolerated, may be valid): ${accepted}${acceptedClasses ? `\n${acceptedClasses}` : ''}`,
  ].join('\n');
}
