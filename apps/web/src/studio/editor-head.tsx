// The heading of a CTA's or a form's editor: its name and key, and the button that deletes it
// (one undoable change; the selection is cleared once it is done).
import { Trash2 } from 'lucide-react';
import type { StudioOperation } from '@meridian/contracts/studio';
import { Button } from '../components/button.tsx';
import { useEditor } from './editor-context.ts';

interface EditorHeadProps {
  headingId: string;
  title: string;
  itemKey: string;
  /** The undo entry's description, and the button's label. */
  change: string;
  deleteLabel: string;
  deleteDisabled?: boolean;
  operations: StudioOperation[];
  onDeleted: () => void;
}

export function EditorHead(props: EditorHeadProps) {
  const { busy, change } = useEditor();
  return (
    <div className="studio-editor__head">
      <h2 id={props.headingId} className="studio-editor__title" tabIndex={-1}>
        {props.title} <code className="studio-key">{props.itemKey}</code>
      </h2>
      <Button
        variant="ghost"
        size="sm"
        icon={Trash2}
        disabled={busy || props.deleteDisabled === true}
        onClick={() =>
          void change(props.change, props.operations).then((done) => {
            if (done) props.onDeleted();
          })
        }
      >
        {props.deleteLabel}
      </Button>
    </div>
  );
}
