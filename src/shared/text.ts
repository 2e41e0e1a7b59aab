/**
 * Text on one line, cut after a whole word to at most `max` characters, the ellipsis included: a preview
 * never ends mid-word. Only a word too long to leave most of the room (a long link) is cut inside.
 */
export function truncateAtWord(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  // A space at index max - 1 or before ends a whole word that leaves room for the ellipsis.
  const space = line.lastIndexOf(' ', max - 1);
  const cut = space > max * 0.6 ? line.slice(0, space) : line.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A description as a search snippet: its list markers dropped, cut at a word boundary (`truncateAtWord`). */
export const excerpt = (text: string, max = 155): string =>
  truncateAtWord(text.replace(/^\s*(?:[-*•]|\d+[.)])\s+/gm, ''), max);
