/**
 * The writes a board screen sends most, over HTTP, each call on a different list or card of the
 * seeded board. The board's cards are tracked here as the moves change them, so no call needs a
 * read first.
 */
export function boardMutations(
  address: string,
  token: string,
  board: { id: string; lists: { id: string; cards: { id: string }[] }[] },
  listIds: string[],
) {
  const cardsOf = new Map(board.lists.map((list) => [list.id, list.cards.map((card) => card.id)]));
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${address}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  };
  const listAt = (i: number) => listIds[i % listIds.length]!;

  return {
    'POST /v1/cards/move': async (i: number) => {
      const [from, to] = [listAt(i), listAt(i + 1)];
      const cardId = cardsOf.get(from)!.shift()!;
      cardsOf.get(to)!.splice(100, 0, cardId);
      await send('POST', '/v1/cards/move', {
        cardId,
        sourceListId: from,
        destinationListId: to,
        newPosition: 100,
      });
    },
    'POST /v1/cards': (i: number) =>
      send('POST', '/v1/cards', { listId: listAt(i), title: `Cartão novo ${i}` }),
    'PATCH /v1/cards/:id (rename)': (i: number) => {
      const cards = cardsOf.get(listAt(i))!;
      return send('PATCH', `/v1/cards/${cards[i % cards.length]}`, { title: `Renomeado ${i}` });
    },
    'POST /v1/lists': (i: number) =>
      send('POST', '/v1/lists', { boardId: board.id, name: `Lista nova ${i}` }),
    'PATCH /v1/lists/:id (rename)': (i: number) =>
      send('PATCH', `/v1/lists/${listAt(i)}`, { name: `Lista ${i}` }),
  };
}
