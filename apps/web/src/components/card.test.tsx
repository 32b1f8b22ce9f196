import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';
import { Card } from './card.tsx';

describe('card', () => {
  it('is an article whose title links to its destination (one link, named by the title)', () => {
    render(
      <MemoryRouter>
        <Card
          title="Campus highlights"
          to="/northfield/campus-highlights"
          media={{ src: '/a.webp', alt: '' }}
          badges={<Badge>Tour</Badge>}
        >
          Twelve stops across campus.
        </Card>
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Campus highlights' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/northfield/campus-highlights');
    expect(screen.getByText('Twelve stops across campus.')).toBeTruthy();
    expect(screen.getByText('Tour')).toBeTruthy();
  });

  it('has no link when it has no destination, and the heading level the page needs', () => {
    render(<Card title="Opening hours" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
