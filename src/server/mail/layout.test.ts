import { describe, expect, it } from 'vitest';
import { composeMail } from './layout';

const mail = composeMail({
  to: 'ada@example.com',
  subject: 'Your <job> & you',
  greeting: 'Hello Ada,',
  paragraphs: ['Acme <script>alert(1)</script> wrote:', { quote: 'Line one\nLine "two"' }],
  action: { label: 'Open it', url: 'https://hub.example/jobs/1?a=1&b=2' },
  after: ['Thanks.'],
  footer: 'You get this email because you asked for it.',
});

describe('composeMail', () => {
  it('writes a plain-text part whose first link is the action, ending with the footer', () => {
    expect(mail.text).toMatch(/^Hello Ada,\n\n/);
    expect(mail.text).toContain('> Line one\n> Line "two"');
    expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe('https://hub.example/jobs/1?a=1&b=2');
    expect(mail.text).toMatch(
      /The FacilitatorHub team\n\n--\nYou get this email because you asked for it\.$/,
    );
  });

  it('writes an HTML part with the wordmark, a button and the footer, escaping every text', () => {
    const html = mail.html ?? '';
    expect(html).toContain('>FacilitatorHub</td>');
    expect(html).toContain('href="https://hub.example/jobs/1?a=1&#38;b=2"');
    expect(html).toContain('>Open it</a>');
    expect(html).toContain('Acme &#60;script&#62;alert(1)&#60;/script&#62; wrote:');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>Your &#60;job&#62; &#38; you</title>');
    expect(html).toContain('Line one<br>Line &#34;two&#34;');
    expect(html).toContain('You get this email because you asked for it.');
  });
});
