import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { methodPath } from '../../../shared/methods';
import type { MethodLinker } from './method-mentions';

const LINK_RE = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * One piece of a topic guide's text as React nodes: `[label](/topics/x)` becomes a router link (any other
 * target is shown as plain text: the data only links inside the site), and, given the section's `mentions`
 * linker, the first mention of a method in the section links to its description on /methods.
 * Deliberately tiny: no markdown library. A function, not a component, so that the section's texts pass
 * through its linker in reading order within one render.
 */
export function topicText(text: string, linkClassName: string, mentions?: MethodLinker): ReactNode[] {
  const parts: ReactNode[] = [];
  const plain = (from: number, to: number) => {
    if (to <= from) return;
    const piece = text.slice(from, to);
    if (!mentions) return void parts.push(<Fragment key={from}>{piece}</Fragment>);
    let offset = from;
    for (const part of mentions(piece)) {
      parts.push(
        typeof part === 'string' ? (
          <Fragment key={offset}>{part}</Fragment>
        ) : (
          <Link key={offset} to={methodPath(part.methodId)} className={linkClassName}>
            {part.text}
          </Link>
        ),
      );
      offset += typeof part === 'string' ? part.length : part.text.length;
    }
  };
  let last = 0;
  for (const match of text.matchAll(LINK_RE)) {
    const [whole, label, href] = match;
    const index = match.index;
    plain(last, index);
    parts.push(
      href.startsWith('/') && !href.startsWith('//') ? (
        <Link key={index} to={href} className={linkClassName}>
          {label}
        </Link>
      ) : (
        <Fragment key={index}>{label}</Fragment>
      ),
    );
    last = index + whole.length;
  }
  plain(last, text.length);
  return parts;
}
