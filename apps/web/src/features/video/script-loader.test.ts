import { afterEach, describe, expect, it } from 'vitest';
import { loadScriptOnce, resetLoadedScripts } from './script-loader.ts';

const scripts = (src: string) => [...document.head.querySelectorAll('script')].filter((script) => script.src === src);

afterEach(() => {
  resetLoadedScripts();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('player scripts', () => {
  it('are added to the page once however many players ask', async () => {
    const src = 'https://player.example/api.js';
    const first = loadScriptOnce(src);
    const second = loadScriptOnce(src);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScriptOnce(src);
    expect(scripts(src)).toHaveLength(1);
  });

  it('reject when the script fails, and a later player may try again', async () => {
    const src = 'https://player.example/broken.js';
    const failing = loadScriptOnce(src);
    scripts(src)[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Script failed to load');
    expect(scripts(src)).toHaveLength(0);
    void loadScriptOnce(src);
    expect(scripts(src)).toHaveLength(1);
  });
});
