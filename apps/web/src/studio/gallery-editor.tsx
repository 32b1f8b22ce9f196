// A gallery scene's images: in order (reorder-list.tsx), more added by dropping or choosing them,
// each with its title, alt text and caption in every language. An image without alt text is marked:
// visitors who cannot see it would get nothing.
import { useState } from 'react';
import { useEditor } from './editor-context.ts';
import { MediaDrop } from './media-drop.tsx';
import { textIn, type GalleryImageModel, type SceneModel } from './pack-model.ts';
import { PackText } from './pack-text.tsx';
import { Panel } from './panel.tsx';
import { indexAfterMove, pathString } from './pack-values.ts';
import { ReorderList } from './reorder-list.tsx';
import { packMediaUrl } from './studio-api.ts';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';
import { useUploads } from './use-uploads.ts';

export function GalleryEditor({ scene }: { scene: SceneModel }) {
  const t = useT();
  const { pack, errors, change, report, name } = useEditor();
  const { uploading, upload } = useUploads(report);
  const [selected, setSelected] = useState<number | null>(null);
  const { file } = scene;
  const at = (...rest: (string | number)[]) => [scene.index, 'gallery', ...rest];
  const imageName = (image: GalleryImageModel) => name(image.title, image.image.split('/').at(-1) ?? image.image);
  const current = scene.gallery.find((image) => image.index === selected);

  const add = async (files: File[]) => {
    const uploads = await upload(files);
    if (!uploads || uploads.length === 0) return;
    await change(
      t('changeGalleryAdd', { count: uploads.length }),
      uploads.map((added) => ({ op: 'append', file, path: at(), value: { image: added.path } })),
    );
  };

  return (
    <Panel title={t('galleryImages')} hint={t('galleryHint')}>
      <ReorderList
        label={t('galleryImages')}
        items={scene.gallery}
        name={imageName}
        render={(image) => (
          <button
            type="button"
            className="studio-gallery-item"
            aria-pressed={image.index === selected}
            onClick={() => setSelected(image.index)}
          >
            <img className="studio-gallery-item__thumb" src={packMediaUrl(image.image)} alt="" />
            <span>{imageName(image)}</span>
            {textIn(image.alt, pack.defaultLanguage, pack.defaultLanguage) ? null : (
              <span className="studio-badge studio-badge--missing">{t('altMissing')}</span>
            )}
          </button>
        )}
        keepLast
        position={(n, count) => t('positionOf', { n, count })}
        onMove={async (from, to) => {
          const moved = await change(t('changeGalleryOrder'), [{ op: 'move', file, path: at(), from, to }]);
          // The image being described stays the one described.
          if (moved && selected !== null) setSelected(indexAfterMove(selected, from, to));
          return moved;
        }}
        removeLabel={(image) => t('removeImage', { name: image })}
        onRemove={(index) => {
          setSelected(null);
          void change(t('changeGalleryRemove'), [{ op: 'delete', file, path: at(index) }]);
        }}
      />
      <FieldErrors errors={errorsAt(errors, file, pathString(at()))} />
      {current ? (
        <div className="studio-hotspot-details studio-gallery-details" key={current.index}>
          <div className="studio-gallery-details__head">
            <img className="studio-gallery-details__image" src={packMediaUrl(current.image)} alt="" />
            <p className="studio-gallery-details__name">
              {t('galleryImageOf', { n: current.index + 1, count: scene.gallery.length })}{' '}
              <code className="studio-key">{current.image}</code>
            </p>
          </div>
          <PackText file={file} path={at(current.index, 'alt')} value={current.alt} label={t('altText')} />
          <PackText file={file} path={at(current.index, 'title')} value={current.title} label={t('title')} />
          <PackText
            file={file}
            path={at(current.index, 'caption')}
            value={current.caption}
            label={t('caption')}
            multiline
          />
        </div>
      ) : null}
      <MediaDrop
        title={t('dropGallery')}
        hint={t('dropGalleryHint')}
        uploading={uploading}
        onFiles={(files) => void add(files)}
        testId="studio-gallery-drop"
      />
    </Panel>
  );
}
