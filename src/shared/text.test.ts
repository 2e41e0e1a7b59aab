import { describe, expect, it } from 'vitest';
import { truncateAtWord } from './text';

describe('truncateAtWord', () => {
  it('leaves text that fits as it is, on one line', () => {
    expect(truncateAtWord('  Any\n\nnews?  ', 20)).toBe('Any news?');
    expect(truncateAtWord('exactly ten', 11)).toBe('exactly ten');
  });

  it('cuts after the last whole word and marks the cut with an ellipsis', () => {
    const cut = truncateAtWord('Thanks for the proposal, the workshop dates suit us well', 30);
    expect(cut).toBe('Thanks for the proposal, the…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it('keeps a word that ends right where the room for the ellipsis begins', () => {
    expect(truncateAtWord('abcd efgh ijkl', 10)).toBe('abcd efgh…');
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(truncateAtWord('First point, second point and more', 14)).toBe('First point…');
  });

  it('cuts inside a word only when one word would leave most of the room empty', () => {
    expect(truncateAtWord(`See https://example.com/${'a'.repeat(40)}`, 20)).toBe('See https://example…');
  });
});
