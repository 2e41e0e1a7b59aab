import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('richText', () => {
  it('turns the named tags of a message into elements and keeps the rest as text', () => {
    const { container } = render(
      <p>
        {richText('Read our <link>Privacy Policy</link> and <b>all</b> of <x>it</x>.', {
          link: (text) => <a href="/privacy">{text}</a>,
          b: (text) => <strong>{text}</strong>,
        })}
      </p>,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(container.querySelector('strong')?.textContent).toBe('all');
    expect(container.textContent).toBe('Read our Privacy Policy and all of <x>it</x>.');
  });
});
