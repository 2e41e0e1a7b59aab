import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchReason } from '../../shared/facilitation-options';
import { localizeMessage } from '../../shared/i18n/keyed-messages';
import { LocaleProvider } from '../lib/i18n';
import { facilitatorSummary } from '../test/facilitator-fixtures';
import { attachmentProblem, formatFileSize } from './attachments';
import { FacilitatorFacts } from './facilitator-facts';
import { MatchReasons } from './match-reasons';

const REASONS: MatchReason[] = [
  { kind: 'language', language: 'de' },
  { kind: 'focusArea', focusArea: 'strategic-planning' },
  { kind: 'available', dates: ['2027-03-12', '2027-03-13', '2027-03-20'] },
  { kind: 'rate' },
];

const facilitator = {
  ...facilitatorSummary({
    yearsExperience: 1,
    languages: ['de', 'en'],
    rateCurrency: 'EUR',
    dayRateMin: 900,
    dayRateMax: null,
    hourlyRateMin: null,
    hourlyRateMax: null,
    verifiedCredentials: 2,
  }),
  availability: { status: 'available-from' as const, availableFrom: '2027-03-12' },
};

describe('the facts and match reasons of a facilitator', () => {
  it('say why a recommendation matches, in English and in German', () => {
    const { unmount } = render(<MatchReasons reasons={REASONS} prefix="Why it matches:" />);
    expect(
      screen.getByText(
        'Speaks German · Strategic Planning · available 12 March, 13 March +1 · Rate within budget',
      ),
    ).toBeInTheDocument();
    unmount();
    render(
      <LocaleProvider value="de">
        <MatchReasons reasons={REASONS} prefix="Warum es passt:" />
      </LocaleProvider>,
    );
    expect(
      screen.getByText(
        'Spricht Deutsch · Strategische Planung · verfügbar am 12. März, 13. März +1 · Honorar im Budgetrahmen',
      ),
    ).toBeInTheDocument();
  });

  it('name a country in the reader’s language, and a city as the job wrote it', () => {
    const near: MatchReason[] = [
      { kind: 'location', place: 'Germany' },
      { kind: 'location', place: 'München' },
    ];
    const { unmount } = render(<MatchReasons reasons={near} prefix="Why it matches:" />);
    expect(screen.getByText('Based in Germany · Based in München')).toBeInTheDocument();
    unmount();
    render(
      <LocaleProvider value="de">
        <MatchReasons reasons={near} prefix="Warum es passt:" />
      </LocaleProvider>,
    );
    expect(screen.getByText('Ansässig in Deutschland · Ansässig in München')).toBeInTheDocument();
  });

  it('give experience, availability, rate, languages and credentials in German', () => {
    render(
      <LocaleProvider value="de">
        <FacilitatorFacts facilitator={facilitator} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Erfahrung')).toBeInTheDocument();
    expect(screen.getByText('1 Jahr Erfahrung')).toBeInTheDocument();
    expect(screen.getByText('Verfügbar ab 12. März 2027')).toBeInTheDocument();
    expect(screen.getByText(/^ab 900\s€ pro Tag$/)).toBeInTheDocument();
    expect(screen.getByText('Deutsch, Englisch')).toBeInTheDocument();
    expect(screen.getByText('2 verifizierte Nachweise')).toBeInTheDocument();
  });

  it('check a chosen attachment, saying what is wrong in the page’s language', () => {
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    const problem = attachmentProblem(big)!;
    expect(localizeMessage('en', problem)).toBe('The file must be 5 MB or smaller.');
    expect(localizeMessage('de', problem)).toBe('Die Datei darf höchstens 5 MB groß sein.');
    const text = attachmentProblem(new File(['x'], 'cv.txt', { type: 'text/plain' }))!;
    expect(localizeMessage('en', text)).toBe('Please attach a PDF file.');
    expect(attachmentProblem(new File(['x'], 'cv.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
  });
});
