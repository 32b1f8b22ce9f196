import { constants } from 'node:fs';
import fs from 'node:fs/promises';

/** The kinds of file a pack may publish, told apart by their first bytes, never by their names. */
export type MediaKind =
  'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'mp3' | 'aac' | 'm4a' | 'ogg' | 'wav' | 'mp4' | 'webm' | 'pmtiles';

/** The extension a copy is written with (and so the type the media server names), whatever the pack called it. */
export const canonicalExtension: Record<MediaKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  mp3: 'mp3',
  aac: 'aac',
  m4a: 'm4a',
  ogg: 'ogg',
  wav: 'wav',
  mp4: 'mp4',
  webm: 'webm',
  pmtiles: 'pmtiles',
};

export const imageKinds: ReadonlySet<MediaKind> = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);
export const audioVideoKinds: ReadonlySet<MediaKind> = new Set(['mp3', 'aac', 'm4a', 'ogg', 'wav', 'mp4', 'webm']);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** ISO base media (`ftyp` box): the major brand names the family; AVIF, M4A audio, or MP4. */
function isoKind(head: Buffer): MediaKind | null {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return null;
  const major = ascii(head, 8, 12);
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) compatible.push(ascii(head, offset, offset + 4));
  if (major === 'avif' || major === 'avis' || (major === 'mif1' && compatible.includes('avif'))) return 'avif';
  if (major === 'M4A ' || major === 'M4B ') return 'm4a';
  // HEIC stills and QuickTime are not on the list; MP4 brands are.
  if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |mmp4|msnv|f4v )$/.test(major)) return 'mp4';
  return null;
}

/** MPEG audio frame sync (11 set bits): ADTS AAC has layer 00, MP3 layers 01–11. */
function mpegAudioKind(head: Buffer): MediaKind | null {
  if (head.length < 2 || head[0] !== 0xff) return null;
  const second = head[1] ?? 0;
  if ((second & 0xf6) === 0xf0) return 'aac';
  if ((second & 0xe0) === 0xe0 && ((second >> 1) & 3) !== 0) return 'mp3';
  return null;
}

/** The kind of a file from its first bytes (64 are enough), or null for anything not on the list. */
export function sniffMedia(head: Buffer): MediaKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const magic = ascii(head, 0, Math.min(head.length, 8));
  if (magic.startsWith('GIF87a') || magic.startsWith('GIF89a')) return 'gif';
  if (magic.startsWith('RIFF') && head.length >= 12) {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return 'webp';
    if (form === 'WAVE') return 'wav';
    return null;
  }
  if (magic.startsWith('OggS')) return 'ogg';
  if (magic.startsWith('PMTiles')) return 'pmtiles';
  if (magic.startsWith('ID3')) return 'mp3';
  // EBML with the `webm` doctype (Matroska in general is not on the list).
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3)
    return head.includes('webm', 4, 'latin1') ? 'webm' : null;
  return isoKind(head) ?? mpegAudioKind(head);
}

/**
 * The first bytes of a file already known to be a regular file (pack-file-guard.ts). Opened without
 * following a link and without blocking, in case it was swapped for a FIFO since.
 */
export async function readHead(file: string, length = 64): Promise<Buffer> {
  const handle = await fs.open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
