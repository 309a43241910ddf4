/** Seeded randomness, so that FUZZ_SEED replays a run exactly. */

export interface Random {
  int(below: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough to pick mutations reproducibly from a seed. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
  };
}

export function randomUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[random.int(4)] ?? '8';
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** FUZZ_SEED replays a run; FUZZ_REQUESTS sets its size. */
export function fuzzSettings(env: NodeJS.ProcessEnv, defaultCount: number) {
  const seed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  const count = env.FUZZ_REQUESTS ? Number(env.FUZZ_REQUESTS) : defaultCount;
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1)
    throw new Error('FUZZ_SEED and FUZZ_REQUESTS must be integers');
  return { seed, count };
}
