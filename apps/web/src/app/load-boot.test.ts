import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_CSS_META, BOOT_MODULES_META, preloadBootCode } from './load-boot.ts';

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

const links = () =>
  Array.from(document.head.querySelectorAll('link')).map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the app code requested at once before its staged start', () => {
  it('requests every module and stylesheet the build lists, in the request mode of the import', async () => {
    addMeta(BOOT_MODULES_META, '/assets/boot-a.js /assets/compat-b.js');
    addMeta(BOOT_CSS_META, '/assets/boot-c.css');
    await preloadBootCode(document);
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/boot-a.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/compat-b.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/boot-c.css', crossOrigin: '' },
    ]);
  });

  it('asks nothing twice: modules the page already preloads are left as they are', async () => {
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.href = '/assets/paths-d.js';
    document.head.append(existing);
    addMeta(BOOT_MODULES_META, '/assets/paths-d.js /assets/boot-a.js');
    await preloadBootCode(document);
    expect(links().map((link) => link.href)).toEqual(['/assets/paths-d.js', '/assets/boot-a.js']);
  });

  it('requests nothing when the page names no app code (the development server)', async () => {
    await preloadBootCode(document);
    expect(links()).toEqual([]);
  });
});
