import { describe, expect, it } from 'vitest';
import { ResponseStore, type CachedResponse } from '../../src/plugins/response-store.ts';

function answer(bytes: number): CachedResponse {
  return { payload: 'x'.repeat(bytes), etag: '"e"', encoded: {} };
}

describe('the response cache’s memory bound', () => {
  it('never holds more than its byte bound, compressed forms included, dropping the oldest first', () => {
    const store = new ResponseStore(1000, 10_000);
    for (let index = 0; index < 20; index++) {
      store.set(1, 'v1', `key-${index}`, answer(1000));
      store.addEncoded(`key-${index}`, 500);
      expect(store.stats().bytes).toBeLessThanOrEqual(10_000);
    }
    expect(store.get('key-0')).toBeUndefined();
    expect(store.get('key-19')).toBeDefined();
    expect(store.stats().entries).toBe(6);
  });

  it('never holds more than its entry bound', () => {
    const store = new ResponseStore(3, 1_000_000);
    for (let index = 0; index < 10; index++) store.set(1, 'v1', `key-${index}`, answer(10));
    expect(store.stats().entries).toBe(3);
    expect(store.get('key-9')).toBeDefined();
  });

  it('keeps no answer bigger than a quarter of the bound', () => {
    const store = new ResponseStore(10, 4000);
    store.set(1, 'v1', 'big', answer(1001));
    expect(store.get('big')).toBeUndefined();
    expect(store.stats().bytes).toBe(0);
  });

  it('drops every answer of a tenant’s old version when it is seen with a new one, and no other tenant’s', () => {
    const store = new ResponseStore(100, 1_000_000);
    store.set(1, 'v1', 'a', answer(10));
    store.set(1, 'v1', 'b', answer(10));
    store.set(2, 'w1', 'c', answer(10));
    store.set(1, 'v2', 'd', answer(10));
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBeUndefined();
    expect(store.get('c')).toBeDefined();
    expect(store.get('d')).toBeDefined();
    expect(store.stats()).toMatchObject({ entries: 2, bytes: 20 });
  });
});
