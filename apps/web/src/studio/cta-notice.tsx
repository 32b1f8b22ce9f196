// A notice's content (docs/ctas.md § The kinds): its image, its blocks in order (paragraphs, buttons,
// links and images, each chosen to write its texts; a video or another block is kept as written) and
// the button pinned at its foot.
import { useState } from 'react';
import { AddFromList } from './add-from-list.tsx';
import { useEditor } from './editor-context.ts';
import { ImageField } from './image-field.tsx';
import { InlineSelect } from './inline-select.tsx';
import { EDITABLE_BLOCKS, newBlock, type BlockModel, type CtaModel } from './pack-ctas.ts';
import { PackCheck } from './pack-fields.tsx';
import { PackText } from './pack-text.tsx';
import { indexAfterMove, pathString } from './pack-values.ts';
import { Panel } from './panel.tsx';
import { ReorderList } from './reorder-list.tsx';
import { useT, type StudioStringKey } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

const BLOCK_LABEL: Record<string, StudioStringKey> = {
  paragraph: 'blockParagraph',
  button: 'blockButton',
  external_link: 'blockLink',
  image: 'blockImage',
  video: 'blockVideo',
};

export function CtaNotice({ cta }: { cta: CtaModel }) {
  const t = useT();
  const { pack, errors, busy, change, name } = useEditor();
  const [selected, setSelected] = useState<number | null>(null);
  const { file } = cta;
  const at = (...rest: (string | number)[]) => [cta.index, ...rest];
  const kind = (block: BlockModel) => {
    const label = BLOCK_LABEL[block.type];
    return label ? t(label) : t('blockOther', { type: block.type });
  };
  const blockName = (block: BlockModel) => {
    const own = block.type === 'paragraph' ? block.value : block.type === 'image' ? block.title : block.text;
    const words = name(own, block.image ?? '')
      .replace(/<[^>]*>/g, '')
      .trim();
    return words ? `${kind(block)}: ${words.length > 60 ? `${words.slice(0, 60)}…` : words}` : kind(block);
  };
  const current = cta.blocks.find((block) => block.index === selected);

  return (
    <Panel title={t('noticeContent')}>
      <ImageField
        label={t('noticeImage')}
        file={file}
        path={at('image')}
        value={cta.image}
        noneLabel={t('imageNone')}
      />
      <h4 className="studio-label">{t('noticeBlocks')}</h4>
      {cta.blocks.length === 0 ? <p className="studio-hint">{t('noticeNoBlocks')}</p> : null}
      <ReorderList
        label={t('noticeBlocks')}
        items={cta.blocks}
        name={blockName}
        render={(block) => (
          <button
            type="button"
            className="studio-text-button"
            aria-pressed={block.index === selected}
            onClick={() => setSelected(block.index)}
          >
            {blockName(block)}
          </button>
        )}
        position={(n, count) => t('positionOf', { n, count })}
        onMove={async (from, to) => {
          const moved = await change(t('changeBlocks'), [{ op: 'move', file, path: at('blocks'), from, to }]);
          if (moved && selected !== null) setSelected(indexAfterMove(selected, from, to));
          return moved;
        }}
        removeLabel={(block) => t('removeBlock', { name: block })}
        onRemove={(index) => {
          setSelected(null);
          void change(t('changeBlocks'), [{ op: 'delete', file, path: at('blocks', index) }]);
        }}
      />
      <FieldErrors errors={errorsAt(errors, file, pathString(at('blocks')))} />
      <AddFromList
        label={t('addBlock')}
        options={EDITABLE_BLOCKS.map((type) => ({ value: type, label: t(BLOCK_LABEL[type] ?? 'blockParagraph') }))}
        disabled={busy}
        onAdd={(type) => {
          const chosen = EDITABLE_BLOCKS.find((b) => b === type) ?? 'paragraph';
          const value = newBlock(chosen, pack.defaultLanguage, pack.images[0] ?? null);
          void change(t('changeBlocks'), [{ op: 'append', file, path: at('blocks'), value }]).then((done) => {
            if (done) setSelected(cta.blocks.length);
          });
        }}
      />
      {current ? <BlockDetails key={current.index} cta={cta} block={current} title={blockName(current)} /> : null}
      <PackCheck
        file={file}
        path={at('fixed_button')}
        label={t('fixedButton')}
        hint={t('fixedButtonHint')}
        checked={cta.fixedButton !== null}
        value={(on) => (on ? { text: name(cta.name, cta.key), url: '' } : null)}
      />
      {cta.fixedButton ? (
        <>
          <PackText file={file} path={at('fixed_button', 'text')} value={cta.fixedButton.text} label={t('linkText')} />
          <PackText file={file} path={at('fixed_button', 'url')} value={cta.fixedButton.url} label={t('linkUrl')} />
        </>
      ) : null}
    </Panel>
  );
}

function BlockDetails({ cta, block, title }: { cta: CtaModel; block: BlockModel; title: string }) {
  const t = useT();
  const { pack, change } = useEditor();
  const { file } = cta;
  const at = (...rest: string[]) => [cta.index, 'blocks', block.index, ...rest];
  return (
    <div className="studio-hotspot-details" role="group" aria-label={title}>
      {block.type === 'paragraph' ? (
        <PackText file={file} path={at('value')} value={block.value} label={t('paragraphHtml')} multiline />
      ) : block.type === 'button' || block.type === 'external_link' ? (
        <>
          <PackText file={file} path={at('text')} value={block.text} label={t('linkText')} />
          <PackText file={file} path={at('url')} value={block.url} label={t('linkUrl')} />
        </>
      ) : block.type === 'image' ? (
        <>
          <InlineSelect
            label={t('imageFile')}
            value={block.image ?? ''}
            onChange={(image) =>
              void change(t('changeBlocks'), [{ op: 'set', file, path: at('image'), value: image }], { waitTurn: true })
            }
          >
            {(block.image && !pack.images.includes(block.image) ? [block.image, ...pack.images] : pack.images).map(
              (image) => (
                <option key={image} value={image}>
                  {image}
                </option>
              ),
            )}
          </InlineSelect>
          <PackText file={file} path={at('alt')} value={block.alt} label={t('altText')} />
          <PackText file={file} path={at('title')} value={block.title} label={t('title')} />
        </>
      ) : (
        <p className="studio-hint">{t('blockAsWritten')}</p>
      )}
    </div>
  );
}
