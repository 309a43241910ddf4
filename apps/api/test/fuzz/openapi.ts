/** The routes to fuzz, read from the OpenAPI document the app serves. */
import type { App } from '../../src/app.js';
import type { Json } from './json.js';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
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
  /** Each path parameter's schema: see `idParams`. */
  paramSchemas: Record<string, JsonSchema>;
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
  secured: boolean;
}

/** zod's nullable comes out as anyOf [X, null] in some versions: keep X and mark it nullable. */
export function resolveSchema(schema: JsonSchema): JsonSchema {
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
        paramSchemas: Object.fromEntries(
          (operation.parameters ?? [])
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, p.schema ?? {}]),
        ),
        query: (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false })),
        body: body ? resolveSchema(body) : null,
        secured: (operation.security?.length ?? 0) > 0,
      };
    }),
  );
}

export const routeOf = (op: Operation) => `${op.method} ${op.path}`;
export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

const isUuidField = (schema: JsonSchema) => {
  const resolved = resolveSchema(schema);
  return resolved.format === 'uuid' || resolved.items?.format === 'uuid';
};

/**
 * The path parameters that carry ids, as every parameter did before a holiday's date: all but those
 * of another format, which get a valid value of it instead (tokens and postal codes stay ids).
 */
export const idParams = (op: Operation) =>
  op.params.filter((name) => {
    const format = resolveSchema(op.paramSchemas[name] ?? {}).format;
    return format === undefined || format === 'uuid';
  });

export const idSlots = (op: Operation) =>
  idParams(op).length + Object.values(op.body?.properties ?? {}).filter(isUuidField).length;
export const hasIds = (op: Operation) => idSlots(op) > 0;
