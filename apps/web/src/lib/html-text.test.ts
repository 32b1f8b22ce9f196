import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';
import { applyPageMeta } from './page-meta.ts';

describe('CMS HTML as text for meta tags', () => {
  it('keeps the words and drops the markup, entities decoded', () => {
    expect(htmlToText('<p>The heart of <b>campus</b> &amp; its\n  library</p>')).toBe(
      'The heart of campus & its library',
    );
  });
  it('never runs what it reads', () => {
    const text = htmlToText('<img src=x onerror="window.__ran = true"><script>window.__ran = true</script>Hi');
    expect(text).toBe('window.__ran = trueHi');
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
  });
});

describe('page meta description', () => {
  it('holds the text of a scene description written in HTML', () => {
    applyPageMeta({ title: 'The Quad', description: '<p>The heart of <b>campus</b></p>' });
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'The heart of campus',
    );
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:description"]')?.content).toBe(
      'The heart of campus',
    );
  });
});
