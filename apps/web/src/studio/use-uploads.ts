// Adding files to the pack's media: which file is on its way (shown in place of the drop hint),
// and a failed upload reported like any failed edit.
import { useState } from 'react';
import type { Upload } from './new-scenes.ts';
import { uploadAll } from './studio-api.ts';

export function useUploads(report: (error: unknown) => void) {
  const [uploading, setUploading] = useState<string | null>(null);
  const upload = async (files: readonly File[]): Promise<Upload[] | null> => {
    try {
      return await uploadAll(files, (file) => setUploading(file.name));
    } catch (error) {
      report(error);
      return null;
    } finally {
      setUploading(null);
    }
  };
  return { uploading, upload };
}
