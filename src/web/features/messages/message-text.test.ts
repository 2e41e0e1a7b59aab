import { describe, expect, it } from 'vitest';
import { linkify } from './message-text';

const links = (text: string) => linkify(text).filter((segment) => segment.type === 'link');

describe('linkify', () => {
  it('keeps text without addresses as one text segment, line breaks and all', () => {
    expect(linkify('Hello Amara,\n\nthanks!')).toEqual([{ type: 'text', text: 'Hello Amara,\n\nthanks!' }]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http, https and www addresses into links, www ones over https', () => {
    expect(
      linkify('Agenda: https://example.com/a?b=1#c and www.example.org/x, or http://old.example.net'),
    ).toEqual([
      { type: 'text', text: 'Agenda: ' },
      { type: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'www.example.org/x', href: 'https://www.example.org/x' },
      { type: 'text', text: ', or ' },
      { type: 'link', text: 'http://old.example.net', href: 'http://old.example.net' },
    ]);
  });

  it('leaves trailing punctuation and unbalanced brackets out of the link', () => {
    expect(linkify('See www.example.com.')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'www.example.com', href: 'https://www.example.com' },
      { type: 'text', text: '.' },
    ]);
    expect(links('(https://example.com/page), really?! https://example.com/q?')).toEqual([
      { type: 'link', text: 'https://example.com/page', href: 'https://example.com/page' },
      { type: 'link', text: 'https://example.com/q', href: 'https://example.com/q' },
    ]);
    expect(links('https://en.wikipedia.org/wiki/Open_Space_(method)')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Open_Space_(method)',
    );
  });

  it('keeps markup as text: <script> and tags around an address are never part of a link', () => {
    expect(linkify('<script>alert(1)</script>')).toEqual([
      { type: 'text', text: '<script>alert(1)</script>' },
    ]);
    expect(linkify('<a href="https://evil.example">x</a>')).toEqual([
      { type: 'text', text: '<a href="' },
      { type: 'link', text: 'https://evil.example', href: 'https://evil.example' },
      { type: 'text', text: '">x</a>' },
    ]);
  });

  it('never links javascript:, data: or other schemes, nor an address inside a word', () => {
    for (const text of [
      'javascript:alert(1)',
      'javascript://www.example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com',
      'mailto:amara@www.example.com',
      'xhttps://example.com',
      'https://',
      'www.',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('gives back the whole text when the segments are joined', () => {
    const text = 'Two links: https://a.example/x). www.b.example!\nEnd';
    expect(
      linkify(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });
});
