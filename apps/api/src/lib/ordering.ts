/** Sparse order keys: new items land between neighbours, so a move rewrites one row. */
export const KEY_SPACING = 1024;
const MIN_GAP = 1e-6;

/** A key strictly between two neighbours (either may be missing), or null when they are too close. */
export function keyBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined && after === undefined) return KEY_SPACING;
  if (before === undefined) return (after as number) - KEY_SPACING;
  if (after === undefined) return before + KEY_SPACING;
  if (after - before < MIN_GAP) return null;
  const key = (before + after) / 2;
  return key > before && key < after ? key : null;
}

/** Evenly spaced keys for `count` items, used when a list is re-spaced or fully reordered. */
export function spacedKeys(count: number): number[] {
  return Array.from({ length: count }, (_, index) => (index + 1) * KEY_SPACING);
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), max);

/** Places a new key at `index` among ordered siblings, re-spacing them all when there is no room. */
export async function placeAt(
  siblings: { id: string; sortKey: number }[],
  index: number,
  respace: (keys: { id: string; sortKey: number }[]) => Promise<void>,
  movingId?: string,
): Promise<number> {
  const key = keyBetween(siblings[index - 1]?.sortKey, siblings[index]?.sortKey);
  if (key !== null) return key;
  const keys = spacedKeys(siblings.length + 1);
  const others = siblings.map((item, i) => ({
    id: item.id,
    sortKey: keys[i < index ? i : i + 1]!,
  }));
  await respace(movingId ? [...others, { id: movingId, sortKey: keys[index]! }] : others);
  return keys[index]!;
}
