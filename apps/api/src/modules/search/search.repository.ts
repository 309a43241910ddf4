import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import {
  boards,
  cards,
  checklistItems,
  comments,
  labels,
  lists,
  workspaceMembers,
} from '../../platform/db/schema/index.js';
import { STEMMED, WHOLE_WORDS } from '../../platform/db/schema/search-vector.js';
import type { SearchTerms } from './search-terms.js';

const stemmed = sql.raw(`'${STEMMED}'`);
const whole = sql.raw(`'${WHOLE_WORDS}'`);

/** A word as the stemmed configuration keeps it ('Orçamentos' → 'orcament'), else as it is. */
const stemOf = (word: string) =>
  sql`coalesce((ts_lexize('portuguese_stem', unaccent(${word})))[1], unaccent(${word}))`;

/** `word:*` over the whole words (parsed as a quoted lexeme: no input is an operator). */
const prefixOf = (word: SQL) => sql`to_tsquery(${whole}, quote_literal(${word}) || ':*')`;

/**
 * Each thing the search asks for, as a tsquery: a phrase as a phrase, a word by its stem, and the
 * last word also as the prefix of a whole word while it is being typed ('planej' finds
 * 'planejamento'). A card matches when every one of them is found somewhere on it (its title or
 * description, a comment, a checklist item, a label). A stop word asks for nothing (`wanted`
 * counts the terms that ask for something).
 */
export function searchTerms({ phrases, words }: SearchTerms, lastIsPrefix: boolean): SQL[] {
  return [
    ...phrases.map((phrase) => sql`phraseto_tsquery(${stemmed}, ${phrase})`),
    ...words.map((word, index) =>
      lastIsPrefix && index === words.length - 1
        ? sql`(plainto_tsquery(${stemmed}, ${word}) || ${prefixOf(sql`unaccent(${word})`)})`
        : sql`plainto_tsquery(${stemmed}, ${word})`,
    ),
  ];
}

/**
 * What a snippet highlights: any whole word starting with a search word's stem, so 'orcamentos'
 * marks 'orçamento' (stop words mark nothing), and the word being typed as typed.
 */
function highlightQuery({ phrases, words }: SearchTerms, lastIsPrefix: boolean): SQL {
  const stems = [...phrases.flatMap((phrase) => phrase.split(' ')), ...words].map(
    (word) => sql`case when cardinality(ts_lexize('portuguese_stem', unaccent(${word}))) > 0
      then ${prefixOf(stemOf(word))} else ''::tsquery end`,
  );
  const typed = lastIsPrefix ? [prefixOf(sql`unaccent(${words.at(-1) ?? ''})`)] : [];
  return sql.join([sql`''::tsquery`, ...stems, ...typed], sql` || `);
}

export interface SearchRow {
  id: string;
  title: string;
  boardId: string;
  boardName: string;
  listName: string;
  archived: boolean;
  /** Where the words were found, with the matches between \u0001 and \u0002. */
  marked: string;
}

/** Markers no text keeps: the snippet's highlights, taken out of the text they mark. */
const withoutMarkers = (text: SQL) => sql`translate(${text}, E'\\x01\\x02', '')`;

/** Where a term is looked for: each source's rows that match it, ranked, by card. */
function hitsOf(term: number, labelsFound: SQL): SQL {
  const t = sql.raw(`q.t${term}`);
  return sql`select ${term} as term, c.id as card_id, ts_rank(c.search_vector, ${t}) as rank
      from ${cards} c, q where c.search_vector @@ ${t}
    union all
    select ${term}, cm.card_id, ts_rank(cm.search_vector, ${t})
      from ${comments} cm, q where cm.search_vector @@ ${t}
    union all
    select ${term}, ci.card_id, ts_rank(ci.search_vector, ${t})
      from ${checklistItems} ci, q where ci.search_vector @@ ${t}
    union all
    select ${term}, c.id, ts_rank(lb.vector, ${t})
      from q, ${labelsFound} lb
      join ${cards} c on c.board_id = lb.board_id and lb.id = any(c.label_ids)
      where lb.vector @@ ${t}`;
}

/**
 * One page of the cards the caller may read on which every term is found, ranked by the sum over
 * terms of each one's best match (title above description above comments and items). Each source
 * is read through its GIN index; the caller's memberships filter the matches.
 */
export async function searchCards(
  db: DbOrTx,
  input: {
    userId: string;
    workspaceId: string | undefined;
    includeArchived: boolean;
    terms: SearchTerms;
    lastIsPrefix: boolean;
    offset: number;
    limit: number;
  },
): Promise<SearchRow[]> {
  const terms = searchTerms(input.terms, input.lastIsPrefix);
  if (!terms.length) return [];
  const inWorkspace = input.workspaceId ? sql`and b.workspace_id = ${input.workspaceId}` : sql``;
  const live = input.includeArchived
    ? sql``
    : sql`and c.archived_at is null and l.archived_at is null and b.archived_at is null`;
  const columns = terms.map((term, index) => sql`${term} as ${sql.raw(`t${index}`)}`);
  const labelsFound = sql`labels_found`;
  return queryRows<SearchRow>(
    db,
    sql`with asked as materialized (select ${sql.join(columns, sql`, `)},
        ${sql.join(terms, sql` || `)} as any_term,
        ${highlightQuery(input.terms, input.lastIsPrefix)} as marks),
    q as materialized (select *, ${sql.join(
      terms.map((_, index) => sql`(numnode(${sql.raw(`t${index}`)}) > 0)::int`),
      sql` + `,
    )} as wanted from asked),
    ${labelsFound} as materialized (
      select lb.id, lb.board_id, lb.name, setweight(to_tsvector(${stemmed}, lb.name), 'A')
          || to_tsvector(${whole}, lb.name) as vector
      from ${labels} lb
      join ${boards} b on b.id = lb.board_id
      join ${workspaceMembers} m on m.workspace_id = b.workspace_id and m.user_id = ${input.userId}
      where lb.name <> ''),
    hits as (${sql.join(
      terms.map((_, index) => hitsOf(index, labelsFound)),
      sql` union all `,
    )}),
    per_term as (select term, card_id, max(rank) as rank from hits group by term, card_id),
    ranked as (select card_id, sum(rank) as rank from per_term
      group by card_id having count(*) = (select wanted from q)),
    readable as materialized (
      select array_agg(b.id) as ids from ${boards} b
      join ${workspaceMembers} m on m.workspace_id = b.workspace_id and m.user_id = ${input.userId}
      where true ${inWorkspace}),
    found as (
      select c.id, c.title, c.description, c.label_ids, c.board_id as "boardId",
        b.name as "boardName", l.name as "listName",
        (c.archived_at is not null or l.archived_at is not null or b.archived_at is not null)
          as archived,
        r.rank, c.updated_at
      from ranked r
      join ${cards} c on c.id = r.card_id
      -- One index lookup each per match, whatever the planner guessed of the matches (it cannot
      -- see the search's words when planning); the limit keeps it from flattening them into joins.
      cross join lateral (select name, archived_at from ${boards} where id = c.board_id limit 1) b
      cross join lateral (select name, archived_at from ${lists} where id = c.list_id limit 1) l
      where c.board_id = any((select ids from readable)::uuid[]) ${live}
      order by r.rank desc, c.updated_at desc, c.id
      limit ${input.limit} offset ${input.offset}
    )
    select f.id, f.title, f."boardId", f."boardName", f."listName", f.archived,
      ts_headline(${whole}, ${withoutMarkers(sql`coalesce(
          case when to_tsvector(${stemmed}, f.description) || to_tsvector(${whole}, f.description)
            @@ q.any_term then f.description end,
          (select cm.content from ${comments} cm
            where cm.card_id = f.id and cm.search_vector @@ q.any_term
            order by cm.created_at limit 1),
          (select ci.text from ${checklistItems} ci
            where ci.card_id = f.id and ci.search_vector @@ q.any_term
            order by ci.position limit 1),
          (select string_agg(lb.name, ', ') from ${labelsFound} lb
            where lb.id = any(f.label_ids) and lb.vector @@ q.any_term),
          f.description)`)},
        q.marks,
        'StartSel=' || chr(1) || ', StopSel=' || chr(2)
          || ', MaxWords=24, MinWords=10, ShortWord=1, MaxFragments=1, FragmentDelimiter=" … "')
        as marked
    from found f, q
    order by f.rank desc, f.updated_at desc, f.id`,
  );
}
