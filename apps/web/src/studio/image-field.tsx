// An image of the pack (a tour's thumbnail or guide, a group's image): chosen among the images the
// pack already names or uploaded, its focal point set by clicking on it (focal-point.tsx), its alt
// text in every language. Written as the pack writes images: `{ image, background_position, alt }`.
import { Upload } from 'lucide-react';
import { useEditor } from './editor-context.ts';
import { FileButton } from './file-button.tsx';
import { FocalPoint, type Crop } from './focal-point.tsx';
import { InlineSelect } from './inline-select.tsx';
import { PackText } from './pack-text.tsx';
import { pathString, type ImageModel, type YamlPath } from './pack-values.ts';
import { packMediaUrl } from './studio-api.ts';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';
import { useUploads } from './use-uploads.ts';

interface ImageFieldProps {
  label: string;
  file: string;
  path: YamlPath;
  value: ImageModel | null;
  /** The crops made of it, shown beside its focal point; none: a portrait (a guide's avatar). */
  crops?: readonly Crop[];
  /** The choice of no image, saying what visitors see instead. */
  noneLabel: string;
  /** What visitors see without one (the brand's guide), shown greyed. */
  fallback?: ImageModel | null;
}

export function ImageField({ label, file, path, value, crops, noneLabel, fallback = null }: ImageFieldProps) {
  const t = useT();
  const { pack, errors, change, report } = useEditor();
  const { uploading, upload } = useUploads(report);
  const options = value && !pack.images.includes(value.image) ? [value.image, ...pack.images] : pack.images;

  const choose = async (image: string) => {
    if (image === (value?.image ?? '')) return;
    const named = { field: label };
    // A value in place: it waits for an edit on its way (a focal point just clicked) instead of
    // being dropped.
    const inTurn = { waitTurn: true };
    if (image === '') {
      await change(t('changeImageRemove', named), [{ op: 'delete', file, path }], inTurn);
    } else if (value) {
      await change(t('changeImage', named), [{ op: 'set', file, path: [...path, 'image'], value: image }], inTurn);
    } else {
      const written = crops ? { image, background_position: '50% 50%' } : { image };
      await change(t('changeImage', named), [{ op: 'set', file, path, value: written }], inTurn);
    }
  };
  const shown = value ?? fallback;

  return (
    <fieldset className="studio-image-field">
      <legend className="studio-label">{label}</legend>
      <div className="studio-image-field__choose">
        <InlineSelect label={t('imageFile')} value={value?.image ?? ''} onChange={(image) => void choose(image)}>
          <option value="">{noneLabel}</option>
          {options.map((image) => (
            <option key={image} value={image}>
              {image}
            </option>
          ))}
        </InlineSelect>
        <FileButton
          label={t('uploadImage')}
          icon={Upload}
          disabled={uploading !== null}
          onFiles={(files) =>
            void upload(files).then((uploads) => {
              const [first] = uploads ?? [];
              if (first) void choose(first.path);
            })
          }
        />
        {uploading ? <span className="studio-hint">{t('uploading', { name: uploading })}</span> : null}
      </div>
      {value && crops ? (
        <FocalPoint
          key={value.image}
          src={packMediaUrl(value.image)}
          position={value.position}
          label={label}
          crops={crops}
          onSet={(position) =>
            void change(
              t('changeFocal', { field: label }),
              [{ op: 'set', file, path: [...path, 'background_position'], value: position }],
              { waitTurn: true },
            )
          }
        />
      ) : shown ? (
        <img
          className="studio-avatar"
          data-fallback={value ? undefined : true}
          src={packMediaUrl(shown.image)}
          alt=""
        />
      ) : null}
      <FieldErrors
        errors={[
          ...errorsAt(errors, file, pathString([...path, 'image'])),
          ...errorsAt(errors, file, pathString([...path, 'background_position'])),
        ]}
      />
      {value ? <PackText file={file} path={[...path, 'alt']} value={value.alt} label={t('altText')} /> : null}
    </fieldset>
  );
}
