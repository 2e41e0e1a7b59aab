import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TopicText } from './topic-text';

describe('TopicText', () => {
  it('turns [label](/topics/x) into router links and keeps the rest as text', () => {
    const { container } = renderWithProviders(
      <p>
        <TopicText text="Pairs with [innovation](/topics/innovation) and [strategic planning](/topics/strategic-planning)." />
      </p>,
    );
    expect(container.textContent).toBe('Pairs with innovation and strategic planning.');
    expect(screen.getByRole('link', { name: 'innovation' })).toHaveAttribute('href', '/topics/innovation');
    expect(screen.getByRole('link', { name: 'strategic planning' })).toHaveAttribute(
      'href',
      '/topics/strategic-planning',
    );
  });

  it('never links outside the site', () => {
    const { container } = renderWithProviders(
      <TopicText text="See [this](https://evil.example) or [that](//evil.example) and [x](javascript:alert(1))." />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.textContent).toMatch(/^See this or that and x/);
    expect(container.textContent).not.toContain('evil.example');
    expect(container.textContent).not.toContain('javascript:');
  });
});
