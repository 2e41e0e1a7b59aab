import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { methodLinker, mentionedMethods } from './method-mentions';
import { topicText } from './topic-text';

describe('topicText', () => {
  it('turns [label](/topics/x) into router links and keeps the rest as text', () => {
    const { container } = renderWithProviders(
      <p>
        {topicText(
          'Pairs with [innovation](/topics/innovation) and [strategic planning](/topics/strategic-planning).',
          '',
        )}
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
      <p>
        {topicText(
          'See [this](https://evil.example) or [that](//evil.example) and [x](javascript:alert(1)).',
          '',
        )}
      </p>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.textContent).toMatch(/^See this or that and x/);
    expect(container.textContent).not.toContain('evil.example');
    expect(container.textContent).not.toContain('javascript:');
  });

  it('links the first mention of each method in a section, across its texts, to /methods', () => {
    const section = methodLinker();
    const { container } = renderWithProviders(
      <div>
        <p>
          {topicText(
            'Run a World Cafe, then [innovation](/topics/innovation) with Open Space Technology.',
            '',
            section,
          )}
        </p>
        <p>{topicText('Another world café round; Open Space again.', '', section)}</p>
        <p>{topicText('A World Café in a new section.', '', methodLinker())}</p>
      </div>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['World Cafe', '/methods#world-cafe'],
      ['innovation', '/topics/innovation'],
      ['Open Space Technology', '/methods#open-space'],
      ['World Café', '/methods#world-cafe'],
    ]);
    expect(container.textContent).toBe(
      'Run a World Cafe, then innovation with Open Space Technology.' +
        'Another world café round; Open Space again.' +
        'A World Café in a new section.',
    );
  });

  it('matches whole words only, in any case', () => {
    expect(mentionedMethods('Premediation and ORIDs are not methods; mediation and orid are.')).toEqual([
      'mediation',
      'top-focused-conversation',
    ]);
    expect(mentionedMethods('A LEGO® SERIOUS PLAY® session, and design sprints.')).toEqual([
      'lego-serious-play',
      'design-sprint',
    ]);
  });
});
