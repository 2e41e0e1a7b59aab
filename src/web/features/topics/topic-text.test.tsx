import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TopicText } from './topic-text';

describe('TopicText', () => {
  it('turns [label](/topics/x) into router links and keeps the rest as text', () => {
    const { container } = render(
      <MemoryRouter>
        <p>
          <TopicText text="Pairs with [innovation](/topics/innovation) and [strategic planning](/topics/strategic-planning)." />
        </p>
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('Pairs with innovation and strategic planning.');
    expect(screen.getByRole('link', { name: 'innovation' })).toHaveAttribute('href', '/topics/innovation');
    expect(screen.getByRole('link', { name: 'strategic planning' })).toHaveAttribute(
      'href',
      '/topics/strategic-planning',
    );
  });

  it('never links outside the site', () => {
    const { container } = render(
      <MemoryRouter>
        <TopicText text="See [this](https://evil.example) or [that](//evil.example) and [x](javascript:alert(1))." />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.textContent).toMatch(/^See this or that and x/);
    expect(container.textContent).not.toContain('evil.example');
    expect(container.textContent).not.toContain('javascript:');
  });
});
