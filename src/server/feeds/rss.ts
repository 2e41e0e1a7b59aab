/**
 * A small RSS 2.0 writer (https://www.rssboard.org/rss-specification), with the Atom namespace for the
 * feed's own address (atom:link rel="self", as feed validators ask). The few elements our feeds carry do
 * not need a library: every text is escaped, and characters XML 1.0 cannot hold are dropped, so a stray
 * control character in a job never makes the whole feed unreadable.
 */

export interface RssItem {
  title: string;
  /** Absolute address of the item's page (with our `?src=rss` link parameter, for the insights' source). */
  link: string;
  /** Its permanent address, the guid; the link without its parameters. */
  guid: string;
  pubDate: Date;
  description: string;
  categories: readonly string[];
}

export interface RssChannel {
  title: string;
  /** Absolute address of the page the feed follows. */
  link: string;
  description: string;
  /** RFC 5646 tag: 'en'. */
  language: string;
  /** Absolute address of the feed itself. */
  selfUrl: string;
  /** When the content last changed; omitted for an empty feed. */
  lastBuildDate?: Date;
  items: readonly RssItem[];
}

// What escaping replaces: the five markup characters, and whatever XML 1.0 cannot hold
// (https://www.w3.org/TR/xml/#charsets): of the control characters only tab, line feed and carriage return
// are allowed, and no lone surrogate (the `u` flag reads one as a code point of its own). One pass.
const ESCAPED = /[&<>"']|[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or a quoted attribute. */
export function escapeXml(value: string): string {
  return value.replace(ESCAPED, (char) => ENTITIES[char] ?? '');
}

/** RFC 822 date-time, as RSS 2.0 wants it: "Tue, 10 Jun 2025 04:00:00 GMT". */
export const rfc822 = (date: Date) => date.toUTCString();

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function renderRss(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.guid)}</guid>`,
      element('pubDate', rfc822(item.pubDate)),
      element('description', item.description),
      ...item.categories.map((category) => element('category', category)),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    ...(channel.lastBuildDate ? [element('lastBuildDate', rfc822(channel.lastBuildDate))] : []),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
