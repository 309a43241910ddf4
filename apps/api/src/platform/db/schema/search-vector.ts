import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * The text search configurations of migration 0020: Portuguese stems without accents
 * ('orçamentos' → 'orcament'), and the unaccented words whole, for prefixes while typing.
 */
export const STEMMED = 'quadro_pt';
export const WHOLE_WORDS = 'quadro_words';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A generated `tsvector` of some columns, each stemmed at its weight (A the most relevant), then
 * all of them as whole words (weight D): what a card's search document is made of (`search.ts`).
 */
export function searchVector(columns: [SQL, 'A' | 'B' | 'C' | 'D'][]) {
  const stemmed = columns.map(
    ([column, weight]) =>
      sql`setweight(to_tsvector('${sql.raw(STEMMED)}', ${column}), '${sql.raw(weight)}')`,
  );
  const words = sql`to_tsvector('${sql.raw(WHOLE_WORDS)}', ${sql.join(
    columns.map(([column]) => column),
    sql` || ' ' || `,
  )})`;
  return tsvector('search_vector').generatedAlwaysAs(sql.join([...stemmed, words], sql` || `));
}
