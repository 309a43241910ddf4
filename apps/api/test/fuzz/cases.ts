/** The catalogue of (route, mutation) pairs, and the cases drawn from it. */
import { authMutations } from './auth-mutations.js';
import { asQueryValues, toRequest, type Draft, type FuzzRequest, type Mutation } from './draft.js';
import { hasIds, idParams, idSlots, isWrite, routeOf, type Operation } from './openapi.js';
import type { Random } from './random.js';
import {
  bodyShapeMutations,
  envelopeMutations,
  fieldMutations,
  paramMutations,
  payloadMutations,
  queryFieldMutations,
  targetMutations,
} from './request-mutations.js';
import type { FuzzTargets, Target } from './targets.js';
import { entityOf, idFor, validObject, validValue, type ValueContext } from './valid-values.js';

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

export async function buildCatalogue(
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
      op.params.map((name) => [
        name,
        idParams(op).includes(name)
          ? idFor(entityOf(name, op.path), context)
          : String(validValue(name, op.paramSchemas[name] ?? {}, context)),
      ]),
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
