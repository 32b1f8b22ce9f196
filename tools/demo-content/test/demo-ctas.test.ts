// Issue 34: a demo notice never shows the same picture twice (its header image again as an image
// block), read from the packs' YAML.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../src/ensure-demo-media.ts';

interface CtaYaml {
  key: string;
  image?: { image: string };
  blocks?: { type: string; image?: string }[];
}

describe.each(['northfield', 'harbour'])('the %s demo CTAs', (tenant) => {
  const ctas = parse(fs.readFileSync(path.join(DEMO_CONTENT_DIR, tenant, 'ctas.yaml'), 'utf8')) as CtaYaml[];

  it('show each picture once: no image block repeats the CTA’s own image or another block’s', () => {
    const withImages = ctas.filter((cta) => cta.blocks?.some((block) => block.type === 'image'));
    expect(withImages.length).toBeGreaterThan(0);
    for (const cta of withImages) {
      const pictures = [cta.image?.image, ...(cta.blocks ?? []).map((block) => block.image)].filter(Boolean);
      expect(new Set(pictures).size, cta.key).toBe(pictures.length);
    }
  });
});
