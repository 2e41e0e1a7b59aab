import { METHODS } from '../../../shared/methods';

/** A piece of guide text: plain, or the words that name a method. */
export type TextPart = string | { text: string; methodId: string };

const methodOfMention = new Map<string, string>(
  METHODS.flatMap((method) => method.mentions.map((mention) => [mention.toLowerCase(), method.id] as const)),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Any method's mention as whole words, case-insensitively. Longer mentions first, so that "Open Space
 * Technology" wins over "Open Space"; letters and digits count as word characters (not just ASCII ones,
 * and not "®", which ends "LEGO® SERIOUS PLAY®").
 */
const MENTION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...methodOfMention.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** The methods `text` mentions, in order, each once. */
export function mentionedMethods(text: string): string[] {
  const ids = [...text.matchAll(MENTION)].map((match) => methodOfMention.get(match[0].toLowerCase())!);
  return [...new Set(ids)];
}

/**
 * A linker for one section of a guide: it splits each text it is given into parts, marking a method's
 * first mention in the section (later ones, here or in the section's later texts, stay plain). Make a
 * new one for each section on each render, and give it the section's texts in reading order.
 */
export function methodLinker() {
  const linked = new Set<string>();
  return (text: string): TextPart[] => {
    const parts: TextPart[] = [];
    let last = 0;
    for (const match of text.matchAll(MENTION)) {
      const methodId = methodOfMention.get(match[0].toLowerCase())!;
      if (linked.has(methodId)) continue;
      linked.add(methodId);
      if (match.index > last) parts.push(text.slice(last, match.index));
      parts.push({ text: match[0], methodId });
      last = match.index + match[0].length;
    }
    if (last < text.length) parts.push(text.slice(last));
    return parts;
  };
}

export type MethodLinker = ReturnType<typeof methodLinker>;
