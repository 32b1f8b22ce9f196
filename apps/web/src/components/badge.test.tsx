import { render, screen } from '@testing-library/react';
import { Headphones } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('badge', () => {
  it('is static text with a decorative icon and its tone', () => {
    render(
      <Badge icon={Headphones} tone="brand">
        Audio
      </Badge>,
    );
    const badge = screen.getByText('Audio');
    expect(badge.dataset.tone).toBe('brand');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
