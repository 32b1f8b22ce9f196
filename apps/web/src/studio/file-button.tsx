// A button that opens the file chooser for images: the visible control is the button (one tab
// stop, its own name); the file input behind it is out of the tab order and the accessibility tree.
import type { LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../components/button.tsx';

interface FileButtonProps {
  label: string;
  icon?: LucideIcon;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

export function FileButton({ label, icon, multiple = false, disabled = false, onFiles }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="secondary" size="sm" icon={icon} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple={multiple}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ''; // the same file chosen again is a new choice
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
