const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_TEXT_MESSAGE = 'O texto contém caracteres inválidos';

/**
 * NUL cannot be stored in a PostgreSQL text column, and a lone UTF-16 surrogate would be stored
 * as U+FFFD: both are refused instead of failing or changing silently in the database.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
