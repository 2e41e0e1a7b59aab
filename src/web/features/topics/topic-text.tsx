import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

const LINK_RE = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Renders one paragraph of a topic's long description: `[label](/topics/x)`
 * becomes a router link; any other target is shown as plain text (the data
 * only links inside the site). Deliberately tiny: no markdown library.
 */
export function TopicText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_RE)) {
    const [whole, label, href] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
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
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
