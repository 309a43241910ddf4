/** The request a case is built as, what a mutation edits, and the request it turns into. */
import { RawJson, serialize, type BodyObject, type BodyValue } from './json.js';
import type { Target } from './targets.js';

export interface Draft {
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

export function toRequest(draft: Draft): FuzzRequest {
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

export interface Mutation {
  name: string;
  /** The request may be valid after all (an emoji title, an extra field zod strips). */
  benign: boolean;
  /** Whose ids the request carries, when the mutation is about that. */
  target?: Target;
  apply(draft: Draft): void;
}

export const mutation = (
  name: string,
  benign: boolean,
  apply: (draft: Draft) => void,
): Mutation => ({
  name,
  benign,
  apply,
});

/** A JSON value as query-string values: arrays repeat the name, the rest is its text. */
export function asQueryValues(value: BodyValue | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(asQueryValues);
  if (value instanceof RawJson) return [value.text];
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}
