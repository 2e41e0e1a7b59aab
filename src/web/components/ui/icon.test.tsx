import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import { Bell, Building2, MapPin } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { SPRITE_ICONS, spriteMarkup, type SpriteIconName } from './icon-sprite';

describe('Icon', () => {
  it('draws an icon of the sprite as a use of its symbol, of two elements', () => {
    const { container } = render(<Icon icon={MapPin} className="h-4 w-4" />);
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('use')).toHaveAttribute('href', '#icon-map-pin');
    expect(svg.querySelectorAll('*')).toHaveLength(1);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('h-4', 'w-4');
  });

  it('finds an icon Lucide knows by another name (Building2 is building-complex)', () => {
    const { container } = render(<Icon icon={Building2} />);
    expect(container.querySelector('use')).toHaveAttribute('href', '#icon-building-complex');
  });

  it('draws an icon the sprite lacks in full, still hidden from assistive technology', () => {
    const { container } = render(<Icon icon={Bell} />);
    expect(container.querySelector('use')).toBeNull();
    expect(container.querySelector('svg path')).not.toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has a Lucide icon behind every name of the sprite, so no use points at a missing symbol', () => {
    const lucideNames = new Set(
      Object.values(lucide).flatMap((value) =>
        typeof value === 'object' && value && 'displayName' in value
          ? [
              String(value.displayName)
                .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
                .toLowerCase(),
            ]
          : [],
      ),
    );
    for (const name of SPRITE_ICONS) expect(lucideNames, name).toContain(name);
  });
});

describe('spriteMarkup', () => {
  it('draws one symbol per icon, with Lucide stroke settings on each symbol', () => {
    const node = [['path', { d: 'M5 12h14', key: 'a' }]] as [string, Record<string, string>][];
    const icons = Object.fromEntries(SPRITE_ICONS.map((name) => [name, node])) as Record<
      SpriteIconName,
      typeof node
    >;
    const sprite = new DOMParser().parseFromString(spriteMarkup(icons), 'image/svg+xml');
    const symbols = [...sprite.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual(SPRITE_ICONS.map((name) => `icon-${name}`));
    for (const symbol of symbols) {
      expect(symbol.getAttribute('stroke')).toBe('currentColor');
      expect(symbol.getAttribute('fill')).toBe('none');
      expect(symbol.querySelector('path')?.getAttribute('d')).toBe('M5 12h14');
      expect(symbol.querySelector('path')?.hasAttribute('key')).toBe(false);
    }
    expect(sprite.documentElement.getAttribute('aria-hidden')).toBe('true');
  });
});
