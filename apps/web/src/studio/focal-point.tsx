// An image's focal point, set by clicking on the image (or by keyboard: the arrow keys move the mark
// by 1%, Shift by 10%, Enter writes it). Every crop the importer makes is centred on it as CSS
// `background-position` places an image (renditions.ts), so the crops shown beside it are what
// visitors get: `object-fit: cover` at the same position.
import { formatPosition, parsePosition } from '@meridian/contracts/focal-point';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useT } from './studio-strings.ts';

export interface Crop {
  label: string;
  /** CSS aspect-ratio, width / height. */
  ratio: string;
}

interface FocalPointProps {
  src: string;
  position: string;
  /** What the image is for ("Thumbnail"), in the control's name. */
  label: string;
  crops: readonly Crop[];
  onSet: (position: string) => void;
}

const clamp = (fraction: number) => Math.min(1, Math.max(0, fraction));
const percent = (fraction: number) => Math.round(fraction * 100);

export function FocalPoint({ src, position, label, crops, onSet }: FocalPointProps) {
  const t = useT();
  const hint = useId();
  const [x, y] = parsePosition(position);
  const [draft, setDraft] = useState<[number, number] | null>(null);
  // The point written last, until the pack says it back: shown meanwhile (no flicker to the old
  // one, nor to a point written before it), and arrow moves made meanwhile are kept. Another
  // position from the pack (undo) ends the draft.
  const [pending, setPending] = useState<string | null>(null);
  const [seen, setSeen] = useState(position);
  if (seen !== position) {
    setSeen(position);
    if (pending === null) setDraft(null);
    else if (pending === position) {
      setPending(null);
      // Moves made since that write are still the author's.
      if (draft && formatPosition(...draft) === position) setDraft(null);
    }
  }
  const [dx, dy] = draft ?? [x, y];
  const commit = (point: [number, number]) => {
    const next = formatPosition(...point);
    if (next === (pending ?? formatPosition(x, y))) return;
    setDraft(parsePosition(next));
    setPending(next);
    onSet(next);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    commit([clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height)]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 0.1 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = Object.hasOwn(moves, event.key) ? moves[event.key] : undefined;
    if (move) {
      event.preventDefault();
      setDraft([clamp(dx + move[0]), clamp(dy + move[1])]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commit([dx, dy]);
    } else if (event.key === 'Escape' && draft) {
      event.preventDefault();
      setDraft(pending === null ? null : parsePosition(pending)); // the moves not yet written
    }
  };
  const objectPosition = `${String(dx * 100)}% ${String(dy * 100)}%`;

  return (
    <div className="studio-focal">
      {/* role=application: the arrow keys and Enter belong to the image while it has the focus. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- an application region is operated by keyboard (WAI-ARIA) */}
      <div
        className="studio-focal__frame"
        role="application"
        tabIndex={0}
        aria-label={t('focalLabel', { name: label, x: percent(dx), y: percent(dy) })}
        aria-describedby={hint}
        data-testid="studio-focal"
        onClick={onClick}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft) commit(draft);
        }}
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
        <img className="studio-focal__image" src={src} alt="" draggable={false} />
        <span
          className="studio-focal__mark"
          style={{ left: `${String(dx * 100)}%`, top: `${String(dy * 100)}%` }}
          aria-hidden="true"
        />
      </div>
      <div className="studio-focal__side">
        <p className="studio-hint" id={hint}>
          {t('focalHint')}
        </p>
        <p className="studio-focal__value" aria-live="polite">
          {t('focalAt', { x: percent(dx), y: percent(dy) })}
        </p>
        <div className="studio-crops">
          {crops.map((crop) => (
            <figure key={crop.label} className="studio-crops__item">
              <img
                className="studio-crops__image"
                src={src}
                alt=""
                style={{ aspectRatio: crop.ratio, objectPosition }}
              />
              <figcaption className="studio-hint">{crop.label}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </div>
  );
}
