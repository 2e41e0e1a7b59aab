import { describe, expect, it } from 'vitest';
import { searchSummary, suggestedSearchName } from './search-summary';

const filters = {
  q: 'retro',
  remote: 'yes',
  format: 'workshop',
  groupSize: '11-25',
  language: 'de',
  sessionFrom: '2027-05-01',
  budgetMin: 1000,
  location: 'Berlin',
};

describe('a search in words', () => {
  it('names every filter in English', () => {
    expect(searchSummary(filters)).toBe(
      '“retro” · Virtual · Workshop · 11–25 people · German · from 1 May 2027 · budget ≥ €1,000 · Within 50 km of Berlin',
    );
    expect(searchSummary({})).toBe('All jobs');
  });

  it('names every filter in German', () => {
    expect(searchSummary(filters, 'de')).toMatch(
      /^„retro“ · Online · Workshop · 11–25 Personen · Deutsch · ab 1\. Mai 2027 · Budget ab 1\.000\s€ · Im Umkreis von 50 km um Berlin$/,
    );
    expect(suggestedSearchName({ q: 'agile coach', groupSize: '250+' }, 'de')).toBe(
      'Agile coach · Mehr als 250 Personen',
    );
    expect(suggestedSearchName({}, 'de')).toBe('Alle Jobs');
  });
});
