/** Wrong values for one field, by its schema: wrong types, bad uuids, dates, numbers and text. */
import {
  DEEP_ARRAY,
  HUGE_100K,
  HUGE_1M,
  RawJson,
  SAMPLE_UUID,
  UNDER_BODY_LIMIT,
  type BodyValue,
  type Json,
} from './json.js';
import { resolveSchema, type JsonSchema } from './openapi.js';

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

export const BAD_UUIDS: Record<string, string> = {
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

export function valueMutations(name: string, raw: JsonSchema, base: Json): ValueMutation[] {
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
