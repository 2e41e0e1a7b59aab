import { describe, expect, it } from 'vitest';
import { formatMoneyRange } from './facilitation-options';

describe('formatters kept for reuse', () => {
  it('format each currency and locale as asked, whatever came before', () => {
    const euros = { min: 900, max: 1200, currency: 'EUR' };
    expect(formatMoneyRange(euros, 'en-US')).toBe('€900–€1,200');
    expect(formatMoneyRange({ ...euros, currency: 'USD' }, 'en-US')).toBe('$900–$1,200');
    expect(formatMoneyRange(euros, 'de-DE')).toBe('900\u00a0€–1.200\u00a0€');
    expect(formatMoneyRange(euros, 'en-US')).toBe('€900–€1,200');
  });
});
