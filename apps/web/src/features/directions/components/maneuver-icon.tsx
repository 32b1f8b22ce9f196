// The icon of a step's manoeuvre (OSRM / Mapbox types and modifiers). Left and right stay as they
// are in right-to-left layouts: a turn to the left is a turn to the left in every language.
import {
  ArrowUp,
  ArrowUpLeft,
  ArrowUpRight,
  CornerUpLeft,
  CornerUpRight,
  Flag,
  MapPin,
  RotateCcw,
  type LucideIcon,
} from 'lucide-react';
import type { Maneuver } from '@meridian/contracts';

export function maneuverIcon({ type, modifier }: Pick<Maneuver, 'type' | 'modifier'>): LucideIcon {
  if (type === 'depart') return MapPin;
  if (type === 'arrive') return Flag;
  switch (modifier) {
    case 'left':
    case 'sharp left':
      return CornerUpLeft;
    case 'right':
    case 'sharp right':
      return CornerUpRight;
    case 'slight left':
      return ArrowUpLeft;
    case 'slight right':
      return ArrowUpRight;
    case 'uturn':
      return RotateCcw;
    default:
      return ArrowUp;
  }
}
