import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLayoutMode } from './viewport.ts';

function Layout({ name }: { name: string }) {
  return <p data-testid={name}>{useLayoutMode()}</p>;
}

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('layout mode', () => {
  it('switches every part of the screen when the window is resized, not only the first to listen', () => {
    resizeTo(1440);
    render(
      <>
        <Layout name="toolbar" />
        <Layout name="guide" />
        <Layout name="strip" />
      </>,
    );
    expect(screen.getByTestId('strip').textContent).toBe('desktop');
    resizeTo(1024);
    for (const name of ['toolbar', 'guide', 'strip']) expect(screen.getByTestId(name).textContent).toBe('mobile');
    resizeTo(1300);
    for (const name of ['toolbar', 'guide', 'strip']) expect(screen.getByTestId(name).textContent).toBe('desktop');
  });

  it('does not read the window size when a screen mounts (a phone browser would lay the page out mid-render)', () => {
    resizeTo(1440);
    let reads = 0;
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        reads += 1;
        return 1440;
      },
    });
    render(
      <>
        <Layout name="toolbar" />
        <Layout name="guide" />
      </>,
    );
    expect(screen.getByTestId('guide').textContent).toBe('desktop');
    expect(reads).toBe(0);
  });
});
