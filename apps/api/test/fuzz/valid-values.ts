/** The valid request every mutation starts from, with ids chosen by target. */
import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import type { BodyObject, Json } from './json.js';
import { resolveSchema, type JsonSchema, type Operation } from './openapi.js';
import { randomUuid, type Random } from './random.js';
import type { Entity, FuzzTargets, Target } from './targets.js';

export function entityOf(name: string, path: string): Entity {
  const key = name === 'id' ? (path.split('/')[2] ?? '') : name.toLowerCase();
  if (key.includes('workspace')) return 'workspace';
  if (key.includes('board')) return 'board';
  if (key.includes('list')) return 'list';
  if (key.includes('card')) return 'card';
  return 'user';
}

export interface ValueContext {
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

export function idFor(entity: Entity, context: ValueContext): string {
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

/** The checkout's checked fields, valid, so a subscribe request gets past validation. */
const CHECKOUT_VALUES: Record<string, string> = {
  document: '52998224725',
  number: '4000000000000010',
  cvv: '123',
  zipcode: '01001000',
  code: '01001000',
  phone: '11987654321',
  exp_month: '12',
  exp_year: String(new Date().getFullYear() + 2),
};

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
  const checkout = CHECKOUT_VALUES[lower];
  if (checkout) return checkout;
  return `Fuzz ${name}`.slice(0, schema.maxLength ?? 100);
}

export function validValue(name: string, raw: JsonSchema, context: ValueContext): Json {
  const schema = resolveSchema(raw);
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.format === 'uuid') return idFor(entityOf(name, context.op.path), context);
  if (schema.format === 'date-time') return '2031-05-20T12:00:00.000Z';
  if (schema.format === 'date') return '2031-05-20';
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

export function validObject(schema: JsonSchema, context: ValueContext): BodyObject {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [
      name,
      validValue(name, field, context),
    ]),
  );
}
