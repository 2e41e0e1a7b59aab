import { Fragment, type ReactNode } from 'react';

/** What a tag of a message becomes: `link: (text) => <Link to="/privacy">{text}</Link>`. */
export type RichTags = Record<string, (text: string) => ReactNode>;

const TAG = /<([a-z][\w-]*)>(.*?)<\/\1>/gs;

/**
 * A translated message with markup: each `<name>…</name>` in it (not nested) becomes what `tags.name`
 * makes of its text, so that a link or an emphasis stays inside a sentence each language words its own
 * way ("Read our <link>Privacy Policy</link>."). A tag the caller does not name stays as text.
 */
export function richText(message: string, tags: RichTags): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const render = tags[match[1]];
    if (!render) continue;
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{render(match[2])}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts.length === 1 ? parts[0] : parts;
}

/** Stands in for a user's text while the message is put together; never part of a catalogue's text. */
const USER_TEXT_MARK = '\uE000';

/**
 * A translated message with a user's own text in it ("Details zu {title}"): that text in an element
 * marked with the language it is written in (WCAG 3.1.2), the rest in the page's. `message` puts its
 * argument where the text goes; without a `lang` the text is left unmarked.
 */
export function withUserText(
  message: (text: string) => string,
  text: string,
  lang: string | undefined,
): ReactNode {
  if (!lang) return message(text);
  const [before = '', ...after] = message(USER_TEXT_MARK).split(USER_TEXT_MARK);
  return (
    <>
      {before}
      <span lang={lang}>{text}</span>
      {after.join(text)}
    </>
  );
}
