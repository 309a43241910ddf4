/** Mutations of a whole request: its ids, fields, body, content type, method, URL and headers. */
import { asQueryValues, mutation, type Draft, type Mutation } from './draft.js';
import {
  DEEP_ARRAY,
  DEEP_OBJECT,
  HUGE_100K,
  OVER_LIMIT_1M,
  OVER_LIMIT_70K,
  RawJson,
  SAMPLE_UUID,
  serialize,
  type BodyObject,
  type BodyValue,
  type Json,
} from './json.js';
import { hasIds, resolveSchema, type JsonSchema, type Operation } from './openapi.js';
import { BAD_UUIDS, valueMutations } from './value-mutations.js';

/** The request as is, but with ids that are not the user's: only 403 or 404 will do. */
export function targetMutations(op: Operation): Mutation[] {
  if (!hasIds(op)) return [];
  return (['foreign', 'mixed', 'missing'] as const).map((target) => ({
    name: `ids ${target}`,
    benign: false,
    target,
    apply: () => {},
  }));
}

export function fieldMutations(schema: JsonSchema, sample: BodyObject): Mutation[] {
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

export function bodyShapeMutations(op: Operation): Mutation[] {
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
export function payloadMutations(op: Operation): Mutation[] {
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
export function envelopeMutations(op: Operation, methodsAtPath: Set<string>): Mutation[] {
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

export function queryFieldMutations(op: Operation): Mutation[] {
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

export function paramMutations(op: Operation): Mutation[] {
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
