import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store';
import { CACHE_TIME_MS, createQueryClient, MAX_CACHED_QUERIES, queryClient } from './query-client';
import { testUser } from '../test/users';

afterEach(() => useAuthStore.getState().logout());

describe('the query cache', () => {
  it('keeps unused answers 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(CACHE_TIME_MS);
    expect(CACHE_TIME_MS).toBe(300_000);
  });

  it(`holds at most ${MAX_CACHED_QUERIES} answers, dropping the oldest unused`, () => {
    const client = createQueryClient();
    const watched = client.getQueryCache().build(client, { queryKey: ['watched'] });
    watched.setData('shown');
    watched.addObserver({} as never);
    for (let i = 0; i < MAX_CACHED_QUERIES + 5; i += 1) client.setQueryData(['answer', i], i);
    const cache = client.getQueryCache();
    expect(cache.getAll()).toHaveLength(MAX_CACHED_QUERIES);
    expect(cache.find({ queryKey: ['watched'] })).toBeDefined();
    expect(cache.find({ queryKey: ['answer', 0] })).toBeUndefined();
    expect(cache.find({ queryKey: ['answer', MAX_CACHED_QUERIES + 4] })).toBeDefined();
  });

  it('is emptied when the user logs out or another one signs in', () => {
    const store = useAuthStore.getState();
    store.setSession({ user: testUser({ id: '1' }), token: 't', refreshToken: 'r' });
    queryClient.setQueryData(['board'], 'of user 1');
    store.setUser(testUser({ id: '1' }));
    expect(queryClient.getQueryData(['board'])).toBe('of user 1');
    store.setSession({ user: testUser({ id: '2' }), token: 't2', refreshToken: 'r2' });
    expect(queryClient.getQueryData(['board'])).toBeUndefined();
    queryClient.setQueryData(['board'], 'of user 2');
    store.logout();
    expect(queryClient.getQueryData(['board'])).toBeUndefined();
  });
});
