import { MAX_SEARCH_RESULTS } from '@quadro/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import {
  boards,
  cardSearch,
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
const prefixOf = (word: SQL | string) => sql`to_tsquery(${whole}, quote_literal(${word}) || ':*')`;

/**
 * Each thing the search asks for, as a tsquery: a phrase as a phrase, a word by its stem, and the
 * last word also as the prefix of a whole word while it is being typed ('planej' finds
 * 'planejamento'). A card matches when every one of them is found somewhere on it (its title or
 * description, a comment, a checklist item, a label): in its search document. A stop word asks
 * for nothing. Every function here is immutable, so the planner reads the words as constants.
 */
export function searchTerms({ phrases, words }: SearchTerms, lastIsPrefix: boolean): SQL[] {
  return [
    ...phrases.map((phrase) => sql`phraseto_tsquery(${stemmed}, ${phrase})`),
    ...words.map((word, index) =>
      lastIsPrefix && index === words.length - 1
        ? sql`(plainto_tsquery(${stemmed}, ${word}) || ${prefixOf(word)})`
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
  const typed = lastIsPrefix ? [prefixOf(words.at(-1) ?? '')] : [];
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

/**
 * What a search is planned under. The planner's default page cost is a spinning disk's, by which
 * reading 2,500 matches through the document index looked dearer than walking 20,000 recent cards;
 * the documents are in memory or on SSD, where a random read costs about a sequential one
 * (decision 0052).
 */
export const searchPlanning = sql`set local random_page_cost = 1.1`;

/**
 * The caller's workspaces (or the one asked for), and which of their search documents a search
 * shows: those of their boards, less the archived (card, list or board) unless asked for.
 */
function shownScope(input: {
  userId: string;
  workspaceId: string | undefined;
  includeArchived: boolean;
}): { scope: SQL; shown: SQL } {
  const inWorkspace = input.workspaceId ? sql`and m.workspace_id = ${input.workspaceId}` : sql``;
  const scope = sql`spaces as materialized (select m.workspace_id as id from ${workspaceMembers} m
      where m.user_id = ${input.userId} ${inWorkspace}),
    shown_boards as materialized (select coalesce(array_agg(b.id), '{}') as ids from ${boards} b
      where b.workspace_id in (select id from spaces)
        ${input.includeArchived ? sql`` : sql`and b.archived_at is null`})`;
  const inShownBoards = sql`cs.board_id = any((select ids from shown_boards)::uuid[])`;
  if (input.includeArchived) return { scope, shown: inShownBoards };
  return {
    scope: sql`${scope},
    hidden_lists as materialized (select coalesce(array_agg(l.id), '{}') as ids from ${lists} l
      where l.board_id = any((select ids from shown_boards)::uuid[]) and l.archived_at is not null)`,
    shown: sql`${inShownBoards} and not cs.archived
      and not cs.list_id = any((select ids from hidden_lists)::uuid[])`,
  };
}

/**
 * One page of the cards the caller may read whose search document has every term, ranked by
 * relevance then recency among the workspace's most recently updated such cards (at most
 * `MAX_SEARCH_RESULTS`: decision 0052). The terms are written out where they are matched, so the
 * planner sees the words: it walks the recent cards when a word is everywhere, and reads the
 * document index when it is rare.
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
  const all = sql.join(terms, sql` && `);
  const { scope, shown } = shownScope(input);
  return db.transaction(async (tx) => {
    await tx.execute(searchPlanning);
    return queryRows<SearchRow>(
      tx,
      sql`with asked as materialized (select ${sql.join(terms, sql` || `)} as any_term,
        ${highlightQuery(input.terms, input.lastIsPrefix)} as marks),
    ${scope},
    recent as (
      select cs.card_id, cs.updated_at, cs.document from spaces s
      cross join lateral (
        select cs.card_id, cs.updated_at, cs.document from ${cardSearch} cs
        where cs.workspace_id = s.id and cs.document @@ (${all}) and ${shown}
        order by cs.updated_at desc
        limit ${MAX_SEARCH_RESULTS}) cs
      order by cs.updated_at desc
      limit ${MAX_SEARCH_RESULTS}),
    ranked as (
      select r.card_id, ts_rank(r.document, ${all}) as rank, r.updated_at from recent r
      order by rank desc, r.updated_at desc, r.card_id
      limit ${input.limit} offset ${input.offset}),
    found as (
      select c.id, c.title, c.description, c.label_ids, c.board_id as "boardId",
        b.name as "boardName", l.name as "listName",
        (c.archived_at is not null or l.archived_at is not null or b.archived_at is not null)
          as archived,
        r.rank, r.updated_at
      from ranked r
      join ${cards} c on c.id = r.card_id
      join ${boards} b on b.id = c.board_id
      join ${lists} l on l.id = c.list_id
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
          (select string_agg(lb.name, ', ') from ${labels} lb
            where lb.id = any(f.label_ids) and lb.name <> ''
              and to_tsvector(${stemmed}, lb.name) || to_tsvector(${whole}, lb.name) @@ q.any_term),
          f.description)`)},
        q.marks,
        'StartSel=' || chr(1) || ', StopSel=' || chr(2)
          || ', MaxWords=24, MinWords=10, ShortWord=1, MaxFragments=1, FragmentDelimiter=" … "')
        as marked
    from found f, asked q
    order by f.rank desc, f.updated_at desc, f.id`,
      { planEachRun: true },
    );
  });
}
