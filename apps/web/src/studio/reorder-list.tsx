// An ordered list the author rearranges: drag an item onto another's place, or use its Up and Down
// buttons (keyboard: the focus follows the item, and its new position is announced). Tour stops,
// a group's tours and groups and a gallery's images are all this list.
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { IconButton } from '../components/icon-button.tsx';
import { useT } from './studio-strings.ts';

interface ReorderListProps<T> {
  items: readonly T[];
  /** The item's name in the buttons' labels and the announcement. */
  name: (item: T) => string;
  /** What the row shows (the name by default). */
  render?: (item: T, index: number) => ReactNode;
  /** Writes the move; resolves true when it was written. */
  onMove: (from: number, to: number) => Promise<boolean>;
  onRemove?: (index: number) => void;
  removeLabel?: (name: string) => string;
  /** An item that must stay (a tour's last stop, a gallery's last image). */
  keepLast?: boolean;
  /** The announcement after a move: "Stop 2 of 3". */
  position: (n: number, count: number) => string;
  label: string;
}

export function ReorderList<T>(props: ReorderListProps<T>) {
  const { items, name, render, onMove, onRemove, removeLabel, keepLast = false, position } = props;
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from];
    if (item === undefined || !(await onMove(from, to))) return;
    setAnnouncement(`${name(item)}: ${position(to + 1, items.length)}`);
    // Keyboard: the focus follows the item to its new place (its Up button, else its Down button).
    requestAnimationFrame(() => {
      const row = list.current?.querySelector(`[data-reorder-index="${String(to)}"]`);
      const target = [...(row?.querySelectorAll<HTMLButtonElement>('[data-reorder-step]') ?? [])].find(
        (button) => !button.disabled,
      );
      target?.focus();
    });
  };

  return (
    <>
      <ol className="studio-stops" ref={list} aria-label={props.label}>
        {items.map((item, index) => (
          <li
            key={`${name(item)}-${String(index)}`}
            className="studio-stops__item"
            data-reorder-index={index}
            data-dragging={dragging === index || undefined}
            draggable
            onDragStart={(event: DragEvent) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const from = Number(event.dataTransfer.getData('text/plain'));
              setDragging(null);
              if (Number.isInteger(from)) void move(from, index);
            }}
            onDragEnd={() => setDragging(null)}
          >
            <GripVertical className="studio-stops__grip" aria-hidden="true" size={18} />
            <span className="studio-stops__number">{index + 1}</span>
            <span className="studio-stops__name">{render ? render(item, index) : name(item)}</span>
            <span className="studio-stops__actions">
              <IconButton
                icon={ArrowUp}
                tone="surface"
                size="sm"
                tooltipSide="start"
                label={t('moveUp', { name: name(item) })}
                disabled={index === 0}
                data-reorder-step
                onClick={() => void move(index, index - 1)}
              />
              <IconButton
                icon={ArrowDown}
                tone="surface"
                size="sm"
                tooltipSide="start"
                label={t('moveDown', { name: name(item) })}
                disabled={index === items.length - 1}
                data-reorder-step
                onClick={() => void move(index, index + 1)}
              />
              {onRemove && removeLabel ? (
                <IconButton
                  icon={X}
                  tone="surface"
                  size="sm"
                  tooltipSide="start"
                  label={removeLabel(name(item))}
                  disabled={keepLast && items.length === 1}
                  onClick={() => onRemove(index)}
                />
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
