// The one door to the browser's storage (localStorage, sessionStorage, cookies) for our code and the
// libraries'. Storage may be denied: a page framed by another site while the browser blocks
// third-party storage (Chromium then throws SecurityError on merely reading window.localStorage),
// a sandboxed frame without allow-same-origin (document.cookie throws too), private modes, a full
// quota. Then every read and write falls back to memory for this page: nothing is remembered across
// loads, but nothing breaks either. The app uses no IndexedDB.
import Cookies from 'js-cookie';

/** What the app and zustand's createJSONStorage need of a Storage. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

type StorageKind = 'local' | 'session';

function openStorage(kind: StorageKind, win: Window): Storage {
  return kind === 'local' ? win.localStorage : win.sessionStorage;
}

/**
 * The browser's storage while it answers, memory once it has refused once (a refusal does not heal
 * within a page, and mixing the two would lose what was written to memory).
 */
export class GuardedStorage implements KeyValueStore {
  private readonly memory = new Map<string, string>();
  private denied = false;

  constructor(private readonly open: () => Storage) {}

  private attempt<T>(action: (storage: Storage) => T): { ok: true; value: T } | { ok: false } {
    if (this.denied) return { ok: false };
    try {
      return { ok: true, value: action(this.open()) };
    } catch {
      this.denied = true;
      return { ok: false };
    }
  }

  /** True while the browser's own storage answers. */
  get persistent(): boolean {
    return this.attempt(() => true).ok;
  }

  getItem(key: string): string | null {
    const result = this.attempt((storage) => storage.getItem(key));
    return result.ok ? result.value : (this.memory.get(key) ?? null);
  }

  setItem(key: string, value: string): void {
    if (!this.attempt((storage) => storage.setItem(key, value)).ok) this.memory.set(key, value);
  }

  removeItem(key: string): void {
    this.attempt((storage) => storage.removeItem(key));
    this.memory.delete(key);
  }
}

const stores = new WeakMap<Window, Record<StorageKind, GuardedStorage>>();

/** The guarded localStorage or sessionStorage of a window (one per window, so memory is shared). */
export function guardedStorage(kind: StorageKind, win: Window = window): GuardedStorage {
  let pair = stores.get(win);
  if (!pair) {
    pair = {
      local: new GuardedStorage(() => openStorage('local', win)),
      session: new GuardedStorage(() => openStorage('session', win)),
    };
    stores.set(win, pair);
  }
  return pair[kind];
}

/**
 * A Storage-shaped object over a guarded store, for libraries that use the global directly and with
 * property syntax (`key in localStorage`, `localStorage[key] = value`), as Photo Sphere Viewer does.
 */
export function storageObject(store: GuardedStorage): Storage {
  const methods: Record<string, unknown> = {
    getItem: (key: string) => store.getItem(key),
    setItem: (key: string, value: unknown) => store.setItem(key, String(value)),
    removeItem: (key: string) => store.removeItem(key),
    clear: () => undefined,
    key: () => null,
    length: 0,
  };
  return new Proxy(methods, {
    get: (target, key) =>
      typeof key !== 'string' || key in target ? (Reflect.get(target, key) as unknown) : store.getItem(key),
    set: (_target, key, value) => {
      if (typeof key === 'string') store.setItem(key, String(value));
      return true;
    },
    has: (target, key) => typeof key === 'string' && (key in target || store.getItem(key) !== null),
    deleteProperty: (_target, key) => {
      if (typeof key === 'string') store.removeItem(key);
      return true;
    },
  }) as unknown as Storage;
}

/**
 * Run before any library touches storage (main.tsx, banner-main.tsx): where the browser denies it,
 * `window.localStorage` / `window.sessionStorage` become memory-backed objects, so a library that
 * reads the globals without a try (the panorama engine's touch detection) keeps working.
 */
export function shieldGlobalStorage(win: Window = window): void {
  for (const kind of ['local', 'session'] as const) {
    const store = guardedStorage(kind, win);
    if (store.persistent) continue;
    Object.defineProperty(win, kind === 'local' ? 'localStorage' : 'sessionStorage', {
      configurable: true,
      value: storageObject(store),
    });
  }
}

interface CookieAttributes {
  expires?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

const memoryCookies = new Map<string, string>();

/**
 * Cookies through js-cookie, remembered in memory too: in a frame on another site the browser drops
 * a cookie without a word (or throws, in a sandboxed frame), and the page still behaves as set.
 */
export const cookieJar = {
  get(name: string): string | undefined {
    try {
      const value = Cookies.get(name);
      if (value !== undefined) return value;
    } catch {
      // Sandboxed frame: document.cookie throws; memory answers.
    }
    return memoryCookies.get(name);
  },
  set(name: string, value: string, attributes: CookieAttributes): void {
    try {
      Cookies.set(name, value, attributes);
      // Written and readable back: the browser keeps it, memory must not shadow a later change.
      if (Cookies.get(name) === value) {
        memoryCookies.delete(name);
        return;
      }
    } catch {
      // As above: remembered for this page only.
    }
    memoryCookies.set(name, value);
  },
};
