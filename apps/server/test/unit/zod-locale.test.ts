import { analyticsBatch } from '@meridian/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError } from '../../src/http/http-error.ts';
import { useEnglishZodMessages } from '../../src/http/zod-locale.ts';

function batchProblem(): string {
  const result = analyticsBatch.safeParse({ events: [] });
  if (result.success) throw new Error('an empty batch must be rejected');
  return describeZodError(result.error);
}

describe('zod messages on the server', () => {
  afterEach(() => useEnglishZodMessages());

  it('words contract (zod/mini) issues in English once the server loaded the locale, not "Invalid input"', () => {
    // As zod/mini alone leaves it (no classic schema built anywhere yet): no locale at all.
    z.config({ localeError: undefined });
    expect(batchProblem()).toBe('events: Invalid input');
    useEnglishZodMessages();
    expect(batchProblem()).toBe('events: Too small: expected array to have >=1 items');
  });
});
