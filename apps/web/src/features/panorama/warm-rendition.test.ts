import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetWarmedRenditions, warmNamedRenditions, warmRendition } from './warm-rendition.ts';

const urls = ['/media/low.webp', '/media/medium.webp', '/media/high.webp'];

function recordingFetch() {
  const requested: string[] = [];
  const pending: ((response: Response) => void)[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL) => {
    requested.push(input instanceof Request ? input.url : input.toString());
    return new Promise<Response>((resolve) => pending.push(resolve));
  }) as unknown as typeof fetch;
  const answerNext = () => pending.shift()?.(new Response(new Blob(['image bytes'])));
  return { requested, fetchImpl, answerNext };
}

describe('warming the renditions the server named for a scene page', () => {
  afterEach(() => {
    resetWarmedRenditions();
    vi.unstubAllGlobals();
  });

  it('asks for the sharp rendition only once the low one has arrived, so the first pixels keep the link', async () => {
    vi.stubGlobal('innerWidth', 1440);
    const { requested, fetchImpl, answerNext } = recordingFetch();
    warmNamedRenditions(urls, fetchImpl);
    await vi.waitFor(() => expect(requested).toEqual(['/media/low.webp']));
    answerNext();
    await vi.waitFor(() => expect(requested).toEqual(['/media/low.webp', '/media/high.webp']));
  });

  it('takes the medium rendition as the sharp one on a viewport of 1200 px or less', async () => {
    vi.stubGlobal('innerWidth', 390);
    const { requested, fetchImpl, answerNext } = recordingFetch();
    warmNamedRenditions(urls, fetchImpl);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    answerNext();
    await vi.waitFor(() => expect(requested).toEqual(['/media/low.webp', '/media/medium.webp']));
  });

  it('shares the download with the first view, which warms the same URLs later', async () => {
    vi.stubGlobal('innerWidth', 1440);
    const { requested, fetchImpl, answerNext } = recordingFetch();
    warmNamedRenditions(urls, fetchImpl);
    const again = warmRendition('/media/low.webp', fetchImpl);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    answerNext();
    await expect(again).resolves.toBe(true);
    expect(requested.filter((url) => url === '/media/low.webp')).toHaveLength(1);
  });
});
