/** A piece of a message's text: plain text, or a web address to show as a link. */
export type TextSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

/**
 * Web addresses as people type them: `http(s)://…` or `www.…`, up to the next space or angle bracket
 * or quote. Not inside a word or another address ("javascript://www.…" links nothing), so only http and
 * https ever become links.
 */
const ADDRESS = /(?<![\w@/:.-])(?:https?:\/\/|www\.)[^\s<>"]+/gi;

/** Punctuation that ends a sentence rather than an address: "see www.example.com." */
const TRAILING = /[.,;:!?'*_~]$/;
const CLOSING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without what only follows it: trailing punctuation, an unbalanced closing bracket. */
function trimAddress(address: string): string {
  let end = address;
  for (;;) {
    const last = end.at(-1) ?? '';
    const opening = CLOSING[last];
    if (TRAILING.test(end) || (opening && count(end, opening) < count(end, last))) end = end.slice(0, -1);
    else return end;
  }
}

/** The link target of an address, or null when it is no usable http(s) address. */
function hrefOf(address: string): string | null {
  const href = /^www\./i.test(address) ? `https://${address}` : address;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
      ? href
      : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message's plain text into text and links, for rendering as React text nodes and <a>
 * elements: nothing in a message is ever read as HTML. Joining the segments' `text` gives back `text`.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = hrefOf(address);
    if (!href) continue;
    plain += text.slice(last, match.index);
    if (plain) segments.push({ type: 'text', text: plain });
    segments.push({ type: 'link', text: address, href });
    plain = '';
    last = match.index + address.length;
  }
  plain += text.slice(last);
  if (plain) segments.push({ type: 'text', text: plain });
  return segments;
}
