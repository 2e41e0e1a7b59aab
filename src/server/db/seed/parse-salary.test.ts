import { describe, expect, it } from 'vitest';
import { parseSalary } from './parse-salary';

describe('parseSalary', () => {
  it.each([
    ['€650–€900 per day', { currency: 'EUR', minValue: 650, maxValue: 900, unitText: 'DAY' }],
    ['€900–€1,200 per day', { currency: 'EUR', minValue: 900, maxValue: 1200, unitText: 'DAY' }],
    ['$68,000–$78,000 per year', { currency: 'USD', minValue: 68000, maxValue: 78000, unitText: 'YEAR' }],
    ['CA$140–CA$170 per hour', { currency: 'CAD', minValue: 140, maxValue: 170, unitText: 'HOUR' }],
    ['A$95–A$120 per hour', { currency: 'AUD', minValue: 95, maxValue: 120, unitText: 'HOUR' }],
    ['£700 - £850 per day', { currency: 'GBP', minValue: 700, maxValue: 850, unitText: 'DAY' }],
    ['€650–900 per day', { currency: 'EUR', minValue: 650, maxValue: 900, unitText: 'DAY' }],
    ['£45 an hour', { currency: 'GBP', minValue: 45, unitText: 'HOUR' }],
    ['€60k to €70k per annum', { currency: 'EUR', minValue: 60000, maxValue: 70000, unitText: 'YEAR' }],
    ['EUR 800/day', { currency: 'EUR', minValue: 800, unitText: 'DAY' }],
  ])('reads %s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each([
    'Competitive',
    '$4,000 fixed fee',
    '$38,000 fixed fee',
    'DOE',
    '€900–£1,200 per day',
    '€900–€500 per day',
    '900–1,200 per day',
    'up to €900 per day',
    '€900–€1,200–€1,500 per day',
    '',
    null,
  ])('skips %s', (text) => {
    expect(parseSalary(text)).toBeUndefined();
  });
});
