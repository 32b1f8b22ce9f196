import type { StudioState } from '@meridian/contracts/studio';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorContext, type Editor } from './editor-context.ts';
import type { PackModel, TourModel } from './pack-model.ts';
import { hexToSplash } from './splash-color.ts';
import { SplashField } from './tour-look.tsx';

const tour: TourModel = {
  file: 'tours.yaml',
  index: 0,
  key: 'campus-walk',
  slug: 'campus-walk',
  title: { en: 'Campus walk' },
  description: {},
  scenes: [],
  splashColor: null,
  thumbnail: null,
  hero: null,
  tourGuide: null,
  tourGuideName: {},
};

function editor(change: Editor['change']): Editor {
  return {
    state: {} as StudioState,
    pack: { defaultLanguage: 'en' } as PackModel,
    errors: [],
    uiLanguage: 'en',
    busy: false,
    preview: null,
    previewCtas: {},
    unsaved: [],
    save: () => Promise.resolve(true),
    change,
    report: () => undefined,
  };
}

let host: HTMLElement | undefined;
afterEach(() => host?.remove());

describe('the splash colour field', () => {
  it('writes a colour chosen the moment the field appears, before the page has painted', async () => {
    const change = vi.fn<Editor['change']>(() => Promise.resolve(true));
    host = document.body.appendChild(document.createElement('div'));
    // The colour is chosen in the task the field appeared in (an observer's microtask, outside
    // `act`): effects that wait for a paint have not run yet, as on a busy machine.
    const chosen = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const input = host?.querySelector<HTMLInputElement>('input[type="color"]');
        if (!input) return;
        observer.disconnect();
        input.value = '#2a6f4e';
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
        resolve();
      });
      observer.observe(host as HTMLElement, { childList: true, subtree: true });
    });
    createRoot(host).render(
      <EditorContext.Provider value={editor(change)}>
        <SplashField tour={tour} />
      </EditorContext.Provider>,
    );
    await chosen;
    expect(change).toHaveBeenCalledOnce();
    expect(change.mock.calls[0]?.[1]).toEqual([
      {
        op: 'set',
        file: 'tours.yaml',
        path: [0, 'splash_color'],
        value: hexToSplash('#2a6f4e'),
      },
    ]);
  });
});
