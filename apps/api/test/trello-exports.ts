import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Trello board exports written for the tests from Trello's documented JSON (no one's real board):
 * the fixture files, and builders of shapes too large to keep as files.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'trello');

export type TrelloFixture = 'small-board' | 'old-format' | 'accents-fractional';

export function trelloFixture(name: TrelloFixture): Record<string, unknown> & {
  cards: Record<string, unknown>[];
  lists: Record<string, unknown>[];
  actions: Record<string, unknown>[];
} {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));
}

const trelloId = (prefix: number, index: number) =>
  `${prefix.toString(16).padStart(8, '0')}${index.toString(16).padStart(16, '0')}`;

/**
 * A board of `cards` cards over `lists` lists, with one comment action per card up to
 * `commentActions` and `badgeComments` comments counted on each card's badge: Trello keeps only the
 * latest 1,000 actions in an export, so the badges can count more comments than the file holds.
 */
export function bigTrelloBoard({
  lists = 5,
  cards = 100,
  commentActions = 0,
  otherActions = 0,
  badgeComments = 0,
}: {
  lists?: number;
  cards?: number;
  commentActions?: number;
  otherActions?: number;
  badgeComments?: number;
}) {
  const listIds = Array.from({ length: lists }, (_, i) => trelloId(2, i));
  const cardIds = Array.from({ length: cards }, (_, i) => trelloId(3, i));
  const start = Date.parse('2024-01-01T12:00:00Z');
  return {
    id: trelloId(1, 0),
    name: 'Quadro grande',
    closed: false,
    labels: [{ id: trelloId(4, 0), name: 'Urgente', color: 'red' }],
    lists: listIds.map((id, i) => ({
      id,
      name: `Lista ${i + 1}`,
      closed: false,
      pos: (i + 1) * 16384,
    })),
    cards: cardIds.map((id, i) => ({
      id,
      idList: listIds[i % lists],
      name: `Cartão ${i + 1}`,
      desc: `Descrição do cartão ${i + 1}`,
      closed: false,
      pos: (Math.floor(i / lists) + 1) * 16384,
      idLabels: i % 2 ? [trelloId(4, 0)] : [],
      badges: { comments: badgeComments },
    })),
    checklists: [],
    members: [{ id: trelloId(5, 0), fullName: 'Ana Souza', username: 'anasouza' }],
    actions: [
      ...Array.from({ length: commentActions }, (_, i) => ({
        id: trelloId(6, i),
        idMemberCreator: trelloId(5, 0),
        type: 'commentCard',
        date: new Date(start + i * 60_000).toISOString(),
        data: { text: `Comentário ${i + 1}`, card: { id: cardIds[i % cards] } },
        memberCreator: { id: trelloId(5, 0), fullName: 'Ana Souza', username: 'anasouza' },
      })),
      ...Array.from({ length: otherActions }, (_, i) => ({
        id: trelloId(7, i),
        idMemberCreator: trelloId(5, 0),
        type: 'updateCard',
        date: new Date(start + i * 60_000).toISOString(),
        data: { card: { id: cardIds[i % cards] } },
      })),
    ],
  };
}
