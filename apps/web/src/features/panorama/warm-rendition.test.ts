import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetWarmedRenditions, sharpWarmUrl, warmNamedRenditions, warmRendition } from './warm-rendition.ts';

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

describe('the sharp rendition the first view warms', () => {
  const set = (ext: string) => ({
    low: { url: `/media/low.${ext}`, width: 1024, height: 512 },
    medium: { url: `/media/medium.${ext}`, width: 2048, height: 1024 },
    high: { url: `/media/high.${ext}`, width: 4096, height: 2048 },
  });

  it('is the sharp single image of a plain scene, and none for a tiled scene (its tiles sharpen it)', () => {
    const images = { jpeg: set('jpg'), webp: set('webp') };
    expect(sharpWarmUrl(images, 'high')).toMatch(/\/media\/high\.(webp|jpg)$/);
    const tiles = { levels: [{ width: 2048, cols: 4, rows: 2 }], webp: 't/{level}', jpeg: 't/{level}' };
    expect(sharpWarmUrl({ ...images, tiles }, 'high')).toBeNull();
  });
});
