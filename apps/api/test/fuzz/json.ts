/** JSON values as the fuzzer writes them, and the oversized and deep ones the mutations share. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON text spliced in as is: NaN, 1e400, deep nesting, escapes JSON.stringify would not write. */
export class RawJson {
  constructor(readonly text: string) {}
}
export type BodyValue = Json | RawJson | BodyValue[] | { [key: string]: BodyValue };
export type BodyObject = Record<string, BodyValue>;

export function serialize(value: BodyValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${serialize(item)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const KB = 1024;
export const HUGE_100K = 'a'.repeat(100 * KB);
export const UNDER_BODY_LIMIT = 'b'.repeat(60 * KB);
export const HUGE_1M = 'c'.repeat(1024 * KB);
const DEPTH = 10_000;
export const DEEP_ARRAY = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
export const DEEP_OBJECT = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
export const OVER_LIMIT_70K = `{"x":"${'d'.repeat(70 * KB)}"}`;
export const OVER_LIMIT_1M = `{"x":"${HUGE_1M}"}`;
export const SAMPLE_UUID = '123e4567-e89b-42d3-a456-426614174000';
