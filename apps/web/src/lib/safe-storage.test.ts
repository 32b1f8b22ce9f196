import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieJar, GuardedStorage, guardedStorage, shieldGlobalStorage, storageObject } from './safe-storage.ts';

function deniedWindow(): Window {
  const deny = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  return Object.defineProperties(
    {},
    {
      localStorage: { get: deny, configurable: true },
      sessionStorage: { get: deny, configurable: true },
    },
  ) as Window;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('guarded storage', () => {
  it("uses the browser's storage when it answers, so values outlive the page", () => {
    guardedStorage('local').setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(guardedStorage('local').persistent).toBe(true);
  });

  it('keeps values in memory for the page when a framed page is denied storage', () => {
    const framed = deniedWindow();
    const store = guardedStorage('local', framed);
    expect(store.persistent).toBe(false);
    store.setItem('k', 'v');
    expect(store.getItem('k')).toBe('v');
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
    expect(guardedStorage('session', framed).getItem('k')).toBeNull();
  });

  it('falls back to memory when a write is refused (quota)', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = new GuardedStorage(() => full);
    store.setItem('k', 'v');
    expect(store.getItem('k')).toBe('v');
  });
});

describe('shieldGlobalStorage', () => {
  it('replaces denied globals with memory objects a library can use with property syntax', () => {
    const framed = deniedWindow();
    shieldGlobalStorage(framed);
    const storage = framed.localStorage as unknown as Record<string, unknown>;
    expect('touch' in storage).toBe(false);
    storage.touch = false;
    expect('touch' in storage).toBe(true);
    expect(storage.touch).toBe('false');
    expect(framed.sessionStorage.getItem('x')).toBeNull();
  });

  it('leaves working globals alone', () => {
    shieldGlobalStorage(window);
    expect(Object.getOwnPropertyDescriptor(window, 'localStorage')?.value).not.toBeInstanceOf(Proxy as never);
    window.localStorage.setItem('a', 'b');
    expect(storageObject(guardedStorage('local')).getItem('a')).toBe('b');
  });
});

describe('cookieJar', () => {
  it('remembers a cookie for the page when the browser drops or refuses it', () => {
    vi.spyOn(Cookies, 'set').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    vi.spyOn(Cookies, 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    cookieJar.set('unit_system', 'imperial', { expires: 30, path: '/' });
    expect(cookieJar.get('unit_system')).toBe('imperial');
  });
});
