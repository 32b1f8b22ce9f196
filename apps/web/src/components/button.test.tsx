import { fireEvent, render, screen } from '@testing-library/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Play from 'lucide-react/icons/play';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button.tsx';

describe('button', () => {
  it('is a plain button (never an accidental submit) named by its text, icons hidden', () => {
    const onClick = vi.fn();
    render(
      <Button trailingIcon={ArrowRight} onClick={onClick}>
        Start the tour
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Start the tour' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows its variant and size, and gives links the same look', () => {
    render(
      <Button variant="secondary" size="sm">
        Skip
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Skip' }).className).toBe('button button--secondary button--sm');
    expect(buttonClassName()).toBe('button button--primary button--md');
    expect(buttonClassName({ variant: 'ghost', block: true }, 'extra')).toBe(
      'button button--ghost button--md button--block extra',
    );
  });

  it('does nothing when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('mirrors its icons right to left only when asked (arrows do, a play triangle never does)', () => {
    render(
      <>
        <Button trailingIcon={Play}>Start</Button>
        <Button trailingIcon={ArrowRight} mirrorInRtl>
          Next
        </Button>
      </>,
    );
    const icon = (name: string) => screen.getByRole('button', { name }).querySelector('svg');
    expect(icon('Start')?.hasAttribute('data-mirror')).toBe(false);
    expect(icon('Next')?.hasAttribute('data-mirror')).toBe(true);
  });
});
