import type { LucideIcon } from 'lucide-react';
import { SPRITE_ICONS, spriteSymbolId, type SpriteIconName } from './icon-sprite';

const IN_SPRITE = new Set<string>(SPRITE_ICONS);

/** Lucide's name of an icon ("Building2" → "building-2"), from the display name Lucide gives each one. */
const lucideName = (glyph: LucideIcon) =>
  (glyph.displayName ?? '').replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/**
 * A decorative icon: a use of the page's sprite (`icon-sprite.ts`) when the sprite has it, else the
 * icon itself. The text beside it says what it shows, so it is hidden from assistive technology.
 */
export function Icon({ icon: Glyph, className }: { icon: LucideIcon; className?: string }) {
  const name = lucideName(Glyph);
  if (!IN_SPRITE.has(name)) return <Glyph aria-hidden className={className} />;
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" className={className}>
      <use href={`#${spriteSymbolId(name as SpriteIconName)}`} />
    </svg>
  );
}
