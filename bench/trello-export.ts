import { between, type Random } from './portuguese-text.js';

/**
 * A Trello board export as Trello writes it (the fields an import reads, and the noise it skips):
 * `cards` over `lists`, one comment action per card, a label or two, a checklist on one card in
 * five, a link attachment on one in ten; texts from `write`.
 */
export function trelloExport(
  { cards, lists }: { cards: number; lists: number },
  { write, random }: { write: (words: number, fullStop?: boolean) => string; random: Random },
) {
  const id = (kind: number, index: number) =>
    `${kind.toString(16).padStart(8, '0')}${index.toString(16).padStart(16, '0')}`;
  const colours = ['green', 'yellow', 'orange', 'red', 'purple', 'blue', 'sky_light', 'lime_dark'];
  const labels = colours.map((color, i) => ({
    id: id(1, i),
    idBoard: id(0, 0),
    name: write(1),
    color,
  }));
  const start = Date.parse('2025-01-01T12:00:00Z');
  const cardIds = Array.from({ length: cards }, (_, i) => id(3, i));
  return {
    id: id(0, 0),
    name: 'Operação 2025',
    desc: '',
    closed: false,
    prefs: { background: 'blue', backgroundColor: '#0079BF' },
    labels,
    lists: Array.from({ length: lists }, (_, i) => ({
      id: id(2, i),
      idBoard: id(0, 0),
      name: write(2),
      closed: i === lists - 1,
      pos: 16384 * (i + 1) + random(),
    })),
    cards: cardIds.map((cardId, i) => ({
      id: cardId,
      idBoard: id(0, 0),
      idList: id(2, i % lists),
      name: write(between(random, 3, 9)),
      desc: i % 3 ? write(between(random, 10, 80), true) : '',
      closed: i % 50 === 0,
      pos: 65536 * random(),
      due: i % 4 ? null : new Date(start + i * 3_600_000).toISOString(),
      dueComplete: i % 8 === 0,
      idLabels: [
        labels[i % labels.length]!.id,
        ...(i % 3 ? [] : [labels[(i + 3) % labels.length]!.id]),
      ],
      idMembers: [],
      idChecklists: i % 5 ? [] : [id(4, i)],
      badges: { comments: 1, attachments: i % 10 ? 0 : 1 },
      attachments:
        i % 10
          ? []
          : [
              {
                id: id(5, i),
                name: `${write(2)}.pdf`,
                url: `https://example.com/arquivos/${i}.pdf`,
              },
            ],
      dateLastActivity: new Date(start + i * 60_000).toISOString(),
    })),
    checklists: cardIds.flatMap((cardId, i) =>
      i % 5
        ? []
        : [
            {
              id: id(4, i),
              idCard: cardId,
              name: write(2),
              pos: 16384,
              checkItems: Array.from({ length: 5 }, (_, k) => ({
                id: id(6, i * 5 + k),
                name: write(between(random, 2, 6)),
                state: k < 2 ? 'complete' : 'incomplete',
                pos: 16384 * (k + 1),
              })),
            },
          ],
    ),
    members: [{ id: id(7, 0), fullName: 'Ana Souza', username: 'anasouza' }],
    actions: cardIds.map((cardId, i) => ({
      id: id(8, i),
      idMemberCreator: id(7, 0),
      type: 'commentCard',
      date: new Date(start + i * 90_000).toISOString(),
      data: { text: write(between(random, 5, 40), true), card: { id: cardId } },
      memberCreator: { id: id(7, 0), fullName: 'Ana Souza', username: 'anasouza' },
    })),
  };
}
