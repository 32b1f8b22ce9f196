import { describe, expect, it } from 'vitest';
import { browserStorage } from './browser-storage.ts';

describe('browserStorage', () => {
  it('gives the storage when the browser allows it', () => {
    expect(browserStorage('local')).toBe(window.localStorage);
    expect(browserStorage('session')).toBe(window.sessionStorage);
  });

  it('gives undefined instead of throwing when a framed page is denied storage', () => {
    const denied = Object.defineProperties(
      {},
      {
        localStorage: {
          get: () => {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        },
        sessionStorage: {
          get: () => {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        },
      },
    ) as Window;
    expect(browserStorage('local', denied)).toBeUndefined();
    expect(browserStorage('session', denied)).toBeUndefined();
  });
});
