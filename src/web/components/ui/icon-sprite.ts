/**
 * The icons that repeat down the lists: a job card draws seven of them, 24 cards to a page. The build
 * draws each once, as a `<symbol>` in index.html (`spriteMarkup`, from vite.config.ts), outside what
 * React renders and hydrates; every use of one (`<Icon>`) is then an `<svg><use></svg>` of two elements
 * instead of a copy of its paths. On /jobs that is a quarter fewer elements to send, render and hydrate.
 */
export const SPRITE_ICONS = [
  'arrow-right',
  'badge-check',
  'banknote',
  'briefcase',
  'building-complex',
  'calendar-days',
  'globe',
  'languages',
  'map-pin',
  'shuffle',
  'users',
  'wallet',
] as const;
export type SpriteIconName = (typeof SPRITE_ICONS)[number];

export const spriteSymbolId = (name: SpriteIconName) => `icon-${name}`;

/** One element of a Lucide icon, as its package describes it: a tag and its attributes. */
type IconNode = [tag: string, attrs: Record<string, string | number>][];

const escapeAttr = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Lucide's stroke settings. */
const STROKE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The hidden `<svg>` of symbols, Lucide's own paths, for the page's body. */
export function spriteMarkup(icons: Record<SpriteIconName, IconNode>): string {
  const symbols = SPRITE_ICONS.map((name) => {
    const children = icons[name]
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => `${key}="${escapeAttr(value)}"`)
          .join(' ');
        return `<${tag} ${list}/>`;
      })
      .join('');
    // On each symbol, not on the sprite: a use of a symbol inherits from the <use>, not from the sprite.
    return `<symbol id="${spriteSymbolId(name)}" viewBox="0 0 24 24" ${STROKE}>${children}</symbol>`;
  }).join('');
  return (
    '<svg aria-hidden="true" focusable="false" width="0" height="0" class="absolute overflow-hidden">' +
    `${symbols}</svg>`
  );
}
