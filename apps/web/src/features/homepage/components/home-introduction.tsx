// The brand's introduction in the hero: its paragraph blocks as text. A hero over a photograph is
// no place for the notice's images and buttons, and text needs no sanitiser on the front door
// (DOMPurify stays out of the homepage's JavaScript).
import type { ContentBlock } from '@meridian/contracts';
import { plainText } from '../../../lib/plain-text.ts';

export function HomeIntroduction({ blocks }: { blocks: readonly ContentBlock[] }) {
  const paragraphs = blocks
    .map((block) => (block.type === 'paragraph' && typeof block.value === 'string' ? plainText(block.value) : ''))
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </>
  );
}
