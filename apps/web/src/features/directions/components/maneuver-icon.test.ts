import { CornerUpLeft, CornerUpRight, Flag, MapPin, RotateCcw, ArrowUp, ArrowUpLeft } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { maneuverIcon } from './maneuver-icon.tsx';

describe('manoeuvre icons of the route steps', () => {
  it.each([
    [{ type: 'depart' }, MapPin],
    [{ type: 'arrive', modifier: 'left' }, Flag],
    [{ type: 'turn', modifier: 'left' }, CornerUpLeft],
    [{ type: 'turn', modifier: 'sharp right' }, CornerUpRight],
    [{ type: 'turn', modifier: 'slight left' }, ArrowUpLeft],
    [{ type: 'continue', modifier: 'uturn' }, RotateCcw],
    [{ type: 'continue', modifier: 'straight' }, ArrowUp],
    [{ type: 'new name' }, ArrowUp],
  ])('%o', (maneuver, icon) => {
    expect(maneuverIcon(maneuver)).toBe(icon);
  });
});
