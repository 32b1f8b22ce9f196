import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Chip } from './chip.tsx';

function Filter() {
  const [selected, setSelected] = useState(false);
  return (
    <Chip selected={selected} onSelectedChange={setSelected}>
      Libraries
    </Chip>
  );
}

describe('chip', () => {
  it('toggles its pressed state by click and by keyboard', async () => {
    const user = userEvent.setup();
    render(<Filter />);
    const chip = screen.getByRole('button', { name: 'Libraries', pressed: false });
    await user.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard(' ');
    expect(chip.getAttribute('aria-pressed')).toBe('false');
  });
});
