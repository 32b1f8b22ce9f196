import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  downloadRendition,
  resetWarmedRenditions,
  sharpWarmUrl,
  warmNamedRenditions,
  warmRendition,
} from './warm-rendition.ts';

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

describe("the first frame painter's download of the low rendition", () => {
  afterEach(() => resetWarmedRenditions());

  it('joins the download warming it: one request, its bytes (a second fetch of a URL still preloading loses its body in Chromium)', async () => {
    const { requested, fetchImpl, answerNext } = recordingFetch();
    const warming = warmRendition('/media/low.webp', fetchImpl);
    const painting = downloadRendition('/media/low.webp', fetchImpl);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    answerNext();
    await expect(warming).resolves.toBe(true);
    expect((await painting)?.size).toBeGreaterThan(0);
    expect(requested).toEqual(['/media/low.webp']);
  });

  it('asks once more when the body is lost on its way (a preloaded answer cut short)', async () => {
    let calls = 0;
    const cutThenWhole = vi.fn(() => {
      calls += 1;
      const body =
        calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Blob(['bytes']));
      return Promise.resolve({ ok: true, blob: () => body } as unknown as Response);
    }) as unknown as typeof fetch;
    expect((await downloadRendition('/media/low.webp', cutThenWhole))?.size).toBeGreaterThan(0);
    expect(calls).toBe(2);
  });

  it('asks again once the earlier download is over, and gives null for a failed one', async () => {
    const { requested, fetchImpl, answerNext } = recordingFetch();
    const first = downloadRendition('/media/low.webp', fetchImpl);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    answerNext();
    await first;
    const failing = vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))) as unknown as typeof fetch;
    await expect(downloadRendition('/media/low.webp', failing)).resolves.toBeNull();
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
