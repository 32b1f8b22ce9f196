import { describe, expect, it } from 'vitest';
import { resolveHomePath } from './resolve-home-path.ts';

describe('nested tour-group paths', () => {
  const groups = [
    { frontend_path: '/northfield/home/science' },
    { frontend_path: '/northfield/home/science/labs' },
    { frontend_path: '/northfield/home/science/labs/physics' },
  ];
  it('reads up to three group levels, each optionally ending in a tour', () => {
    expect(resolveHomePath('northfield', [], groups)).toEqual({ kind: 'home', groups: [], tour: null });
    expect(resolveHomePath('northfield', ['science', 'labs'], groups)).toEqual({
      kind: 'home',
      groups: ['science', 'labs'],
      tour: null,
    });
    expect(resolveHomePath('northfield', ['science', 'labs', 'physics', 'optics'], groups)).toEqual({
      kind: 'home',
      groups: ['science', 'labs', 'physics'],
      tour: 'optics',
    });
    expect(resolveHomePath('northfield', ['science', 'main-campus'], groups)).toEqual({
      kind: 'home',
      groups: ['science'],
      tour: 'main-campus',
    });
  });
  it('does not resolve unknown groups or a tour followed by more segments', () => {
    expect(resolveHomePath('northfield', ['arts'], groups)).toEqual({ kind: 'not-found' });
    expect(resolveHomePath('northfield', ['science', 'tour', 'more'], groups)).toEqual({ kind: 'not-found' });
  });
});
