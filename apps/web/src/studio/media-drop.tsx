// A place to drop images (or choose them): the side panel's, which makes scenes, and a gallery's,
// which adds to it. Only image files are passed on.
import { ImagePlus } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { FileButton } from './file-button.tsx';
import { useT } from './studio-strings.ts';

interface MediaDropProps {
  title: string;
  hint: string;
  /** The file being added, while an upload runs. */
  uploading: string | null;
  onFiles: (files: File[]) => void;
  testId: string;
}

export function MediaDrop({ title, hint, uploading, onFiles, testId }: MediaDropProps) {
  const t = useT();
  const [active, setActive] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setActive(false);
    const images = [...event.dataTransfer.files].filter((file) => file.type.startsWith('image/'));
    if (images.length > 0) onFiles(images);
  };
  return (
    <div
      className="studio-drop"
      data-active={active || undefined}
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setActive(true);
      }}
      onDragLeave={() => setActive(false)}
      onDrop={onDrop}
    >
      <ImagePlus aria-hidden="true" size={24} />
      <p className="studio-drop__title">{title}</p>
      <p className="studio-hint">{uploading ? t('uploading', { name: uploading }) : hint}</p>
      <FileButton label={t('chooseFiles')} multiple disabled={uploading !== null} onFiles={onFiles} />
    </div>
  );
}
