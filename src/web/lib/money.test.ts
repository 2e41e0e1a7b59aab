import { describe, expect, it } from 'vitest';
import { formatMinor } from './money';

describe('formatMinor', () => {
  it('shows minor units in the currency, with exactly its decimals, as each language writes money', () => {
    expect(formatMinor(282_050, 'EUR', 'en')).toBe('€2,820.50');
    expect(formatMinor(50, 'EUR', 'en')).toBe('€0.50');
    expect(formatMinor(282_050, 'EUR', 'de')).toBe('2.820,50\u00a0€');
    expect(formatMinor(120_000, 'CHF', 'de')).toBe('1.200,00\u00a0CHF');
    expect(formatMinor(1200, 'JPY', 'en')).toBe('JP¥1,200');
  });
});
