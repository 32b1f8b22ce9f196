// A small static label: a scene type, "Audio", "Visited", a count. Not interactive (see chip.tsx).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import './tokens.css';
import './badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'overlay';

export interface BadgeProps {
  children: ReactNode;
  icon?: LucideIcon;
  tone?: BadgeTone;
  className?: string;
}

export function Badge({ children, icon: Icon, tone = 'neutral', className }: BadgeProps) {
  return (
    <span className={['badge', className].filter(Boolean).join(' ')} data-tone={tone}>
      {Icon ? <Icon className="badge__icon" aria-hidden="true" focusable="false" /> : null}
      {children}
    </span>
  );
}
