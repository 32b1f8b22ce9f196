// What every editor of the Studio works with: the pack as read, its validation errors, the language
// names are shown in, and `change`, the one way to edit (one call, one undo step). Given once by the
// app instead of passed through every editor.
import type { StudioError, StudioState } from '@meridian/contracts/studio';
import { createContext, useContext } from 'react';
import { displayText, type PackModel, type Text } from './pack-model.ts';

import type { Change } from './use-studio.ts';

export type { Change } from './use-studio.ts';

export interface Editor {
  /** The pack's files as the local server holds them (the map editor reads its campus from them). */
  state: StudioState;
  pack: PackModel;
  errors: StudioError[];
  /** The pack language closest to the Studio's own: names are shown in it. */
  uiLanguage: string;
  busy: boolean;
  preview: string | null;
  /** The preview's page of each CTA, by key (empty before a save is shown). */
  previewCtas: Record<string, string>;
  /** The files edited since the last save. */
  unsaved: string[];
  /** Saves (nothing to write: only the preview's import), as the Save button does. */
  save: () => Promise<boolean>;
  change: Change;
  /** Shows a failure that is not an edit's (an upload). */
  report: (error: unknown) => void;
}

export const EditorContext = createContext<Editor | null>(null);

export function useEditor(): Editor & { name: (value: Text, fallback: string) => string } {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('an editor outside the Studio');
  return {
    ...editor,
    name: (value, fallback) => displayText(value, editor.uiLanguage, editor.pack.defaultLanguage, fallback),
  };
}
