// The Studio's state (what its local server answers) holding the given pack files, for the tests of
// how the editor reads a pack.
import type { StudioState } from '@meridian/contracts/studio';

export function studioStateOf(files: StudioState['files']): StudioState {
  return { files, errors: [], unsaved: [], undo: null, redo: null, preview: null, previewProblem: null };
}
