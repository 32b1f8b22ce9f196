import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './segmented-control.tsx';

function Units() {
  const [value, setValue] = useState<'metric' | 'imperial'>('metric');
  return (
    <>
      <SegmentedControl
        legend="Units"
        options={[
          { value: 'metric', label: 'Metric' },
          { value: 'imperial', label: 'Imperial' },
        ]}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('segmented control', () => {
  it('is a named group of radio choices with the current one checked', () => {
    render(<Units />);
    expect(screen.getByRole('group', { name: 'Units' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Metric' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Imperial' }).checked).toBe(false);
  });

  it('changes the choice when a segment is pressed (arrow keys are the native radio group behaviour)', async () => {
    const user = userEvent.setup();
    render(<Units />);
    await user.click(screen.getByText('Imperial'));
    expect(screen.getByRole('status').textContent).toBe('imperial');
    await user.click(screen.getByText('Metric'));
    expect(screen.getByRole('status').textContent).toBe('metric');
  });
});
