// Text buttons in four variants. `buttonClassName` gives links (router links, external links) the
// same look, so "a link that looks like a button" is never a second component.
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './tokens.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'overlay';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container (e.g. the fixed button at the bottom of a notice). */
  block?: boolean;
}

export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}, extra?: string) {
  return ['button', `button--${variant}`, `button--${size}`, block ? 'button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'button' | 'submit' | 'reset';
  /** An icon before the text (decorative: the text names the button). */
  icon?: LucideIcon;
  /** An icon after the text. */
  trailingIcon?: LucideIcon;
  /**
   * Mirror the icons in right-to-left layouts: only for icons that point along the reading
   * direction (arrows, chevrons). A play triangle, a flag or a check never mirrors.
   */
  mirrorInRtl?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  icon: Icon,
  trailingIcon: TrailingIcon,
  mirrorInRtl = false,
  type = 'button',
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const mirror = mirrorInRtl || undefined;
  return (
    <button {...rest} ref={ref} type={type} className={buttonClassName({ variant, size, block }, className)}>
      {Icon ? <Icon className="button__icon" data-mirror={mirror} aria-hidden="true" focusable="false" /> : null}
      <span className="button__label">{children}</span>
      {TrailingIcon ? (
        <TrailingIcon
          className="button__icon button__icon--trailing"
          data-mirror={mirror}
          aria-hidden="true"
          focusable="false"
        />
      ) : null}
    </button>
  );
}
