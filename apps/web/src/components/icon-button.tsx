// An icon-only button: one icon from the icon set, an accessible name, and a tooltip that shows the
// same name on hover and keyboard focus. The tooltip is hidden from assistive technology (the name
// is already announced) and can be dismissed with Escape without moving focus (WCAG 1.4.13).
import type { LucideIcon } from 'lucide-react';
import { useState, type ButtonHTMLAttributes, type Ref } from 'react';
import './tokens.css';
import './icon-button.css';

export type IconButtonTone = 'overlay' | 'surface' | 'brand';
export type TooltipSide = 'top' | 'bottom' | 'start' | 'end';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label' | 'type'
> {
  icon: LucideIcon;
  /** The accessible name, also the tooltip text. */
  label: string;
  tone?: IconButtonTone;
  size?: 'md' | 'sm';
  tooltipSide?: TooltipSide;
  /** A toggle: announced as pressed / not pressed. */
  pressed?: boolean;
  /** Mirror the icon in right-to-left layouts (arrows, chevrons). */
  mirrorInRtl?: boolean;
  type?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  icon: Icon,
  label,
  tone = 'overlay',
  size = 'md',
  tooltipSide = 'bottom',
  pressed,
  mirrorInRtl = false,
  type = 'button',
  className,
  onKeyDown,
  onBlur,
  onPointerLeave,
  ref,
  ...rest
}: IconButtonProps) {
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={['icon-button', className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-size={size}
      data-tooltip-dismissed={tooltipDismissed || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setTooltipDismissed(true);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setTooltipDismissed(false);
        onBlur?.(event);
      }}
      onPointerLeave={(event) => {
        setTooltipDismissed(false);
        onPointerLeave?.(event);
      }}
    >
      <Icon className="icon-button__icon" data-mirror={mirrorInRtl || undefined} aria-hidden="true" focusable="false" />
      <span className="tooltip" data-side={tooltipSide} aria-hidden="true">
        {label}
      </span>
    </button>
  );
}
