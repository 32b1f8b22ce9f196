import { describe, expect, it } from 'vitest';
import { watchLink } from './watch-link.ts';

describe('where a video can be watched on its provider’s site', () => {
  it('uses the video’s own https address, else builds it from the provider and code', () => {
    expect(watchLink({ provider: 'youtube', code: 'abc', url: 'https://youtu.be/abc' })).toEqual({
      href: 'https://youtu.be/abc',
      provider: 'YouTube',
    });
    expect(watchLink({ provider: 'vimeo', code: '76979871', url: '' })?.href).toBe('https://vimeo.com/76979871');
    expect(watchLink({ provider: 'qq', code: 'x0031', url: '' })?.href).toBe('https://v.qq.com/x/page/x0031.html');
  });
  it('has nothing for an uploaded file or a video without a code', () => {
    expect(watchLink({ provider: 'file', code: '', url: '/media/a.webm' })).toBeNull();
    expect(watchLink({ provider: 'youtube', code: '', url: '' })).toBeNull();
  });
});
