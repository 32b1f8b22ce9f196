// The Studio page talks only to its own local server (apps/server/src/studio): every answer parsed
// with its contract. The token travels as the page's same-site cookie.
import {
  studioState,
  studioUpload,
  type StudioChange,
  type StudioState,
  type StudioUpload,
} from '@meridian/contracts/studio';

export class StudioApiError extends Error {}

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(path, { credentials: 'same-origin', ...init });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : response.statusText;
    throw new StudioApiError(message);
  }
  return body;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const studioApi = {
  state: async (): Promise<StudioState> => studioState.parse(await call('/api/state')),
  change: async (change: StudioChange): Promise<StudioState> =>
    studioState.parse(await call('/api/changes', json(change))),
  undo: async (): Promise<StudioState> => studioState.parse(await call('/api/undo', { method: 'POST' })),
  redo: async (): Promise<StudioState> => studioState.parse(await call('/api/redo', { method: 'POST' })),
  save: async (): Promise<StudioState> => studioState.parse(await call('/api/save', { method: 'POST' })),
  upload: async (file: File): Promise<StudioUpload> =>
    studioUpload.parse(
      await call(`/api/media/${encodeURIComponent(file.name)}`, {
        method: 'PUT',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      }),
    ),
};

/** Each file added to the pack's media, in order, with its own name (new-scenes.ts names scenes after it). */
export async function uploadAll(files: readonly File[], onFile?: (file: File) => void) {
  const uploads: (StudioUpload & { name: string })[] = [];
  for (const file of files) {
    onFile?.(file);
    uploads.push({ ...(await studioApi.upload(file)), name: file.name });
  }
  return uploads;
}

/** Where the Studio serves a media file of the pack. */
export function packMediaUrl(mediaPath: string): string {
  return `/pack/${mediaPath.split('/').map(encodeURIComponent).join('/')}`;
}
