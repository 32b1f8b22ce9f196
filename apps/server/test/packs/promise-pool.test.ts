import { describe, expect, it } from 'vitest';
import { forEachLimited } from '../../src/packs/promise-pool.ts';

// A yield to the event loop (the other running items get their turn), not a delay.
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('forEachLimited', () => {
  it('never runs more than the limit at once and runs every item', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5, 6, 7], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await tick();
      seen.push(n);
      running--;
    });
    expect(most).toBe(2);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts nothing after a failure and throws the first failure', async () => {
    const started: number[] = [];
    const run = forEachLimited([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 1) throw new Error('broken image 1');
    });
    await expect(run).rejects.toThrow('broken image 1');
    expect(started).toEqual([1, 2]);
  });
});
