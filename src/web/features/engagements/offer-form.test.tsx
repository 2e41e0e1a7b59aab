import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../shared/i18n/locales';
import { FormDialog } from '../../components/form-dialog';
import { ApiError } from '../../lib/api';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { offerTerms } from './offer-fixtures';
import { OfferForm, type OfferFormProps } from './offer-form';
import { formatDecimal, parseDecimal } from './offer-form-values';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

function renderForm(locale: Locale = 'en', props: Partial<OfferFormProps> = {}) {
  const onSubmit = vi.fn<OfferFormProps['onSubmit']>().mockResolvedValue(undefined);
  renderWithProviders(
    <LocaleProvider value={locale}>
      <FormDialog open onOpenChange={() => undefined} title="Offer" wide>
        <OfferForm
          initial={{ terms: offerTerms() }}
          submitLabel="Send offer"
          refusedTitle="Refused"
          onSubmit={onSubmit}
          {...props}
        />
      </FormDialog>
    </LocaleProvider>,
  );
  return onSubmit;
}

const line = (number: number) =>
  screen.getByRole('group', { name: new RegExp(`^(Fee line|Honorarposition) ${number}$`) });

describe('typed amounts', () => {
  it('reads each language’s decimals and groups into integer minor units', () => {
    expect(parseDecimal('1.234,50', 2, 'de')).toBe(123_450);
    expect(parseDecimal('1,234.50', 2, 'en')).toBe(123_450);
    expect(parseDecimal('1 234,5', 2, 'de')).toBe(123_450);
    expect(parseDecimal('1200', 2, 'en')).toBe(120_000);
    // The other language's decimal sign, where it cannot be a group.
    expect(parseDecimal('0.5', 2, 'de')).toBe(50);
    expect(parseDecimal('0,5', 2, 'en')).toBe(50);
    expect(parseDecimal('1.234', 2, 'de')).toBe(123_400);
    for (const [text, locale] of [
      ['-5', 'en'],
      ['12,34,5', 'en'],
      ['1.234', 'en'],
      ['abc', 'de'],
      ['', 'en'],
      ['1,5', 'de-yen'],
    ] as const)
      expect(
        parseDecimal(text, locale === 'de-yen' ? 0 : 2, locale === 'de-yen' ? 'de' : locale),
        text,
      ).toBeNaN();
  });

  it('shows minor units back as an input holds them', () => {
    expect(formatDecimal(123_450, 2, 'de')).toBe('1234,50');
    expect(formatDecimal(5, 2, 'en')).toBe('0.05');
    expect(formatDecimal(50, 2, 'en', true)).toBe('0.5');
    expect(formatDecimal(1900, 2, 'de', true)).toBe('19');
    expect(formatDecimal(1200, 0, 'en')).toBe('1200');
  });
});

describe('the offer form', () => {
  it('updates the totals as lines change: half a day at 1,200.00 EUR is 600.00', async () => {
    renderForm();
    const totals = screen.getByRole('heading', { name: 'Totals' }).parentElement!;
    expect(within(totals).getByText('€1,200.00')).toBeInTheDocument();
    const quantity = within(line(1)).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0.5');
    expect(within(totals).getByText('€600.00')).toBeInTheDocument();
    expect(within(totals).getByText('€114.00')).toBeInTheDocument();
    expect(within(totals).getByText('€714.00')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('VAT'), 'Reverse charge');
    expect(within(totals).getByText('Reverse charge: the client accounts for the VAT.')).toBeInTheDocument();
    expect(within(totals).queryByText('€114.00')).not.toBeInTheDocument();
  });

  it('sends integer minor units for a price typed the German way', async () => {
    const onSubmit = renderForm('de');
    const price = within(line(1)).getByLabelText('Einzelpreis (EUR)');
    expect(price).toHaveValue('1200,00');
    await userEvent.clear(price);
    await userEvent.type(price, '1.234,50');
    const quantity = within(line(1)).getByLabelText('Menge');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0,5');
    await userEvent.click(screen.getByRole('button', { name: 'Honorarposition hinzufügen' }));
    const added = line(2);
    await userEvent.selectOptions(within(added).getByLabelText('Wofür'), 'Reise');
    await userEvent.type(within(added).getByLabelText('Einzelpreis (EUR)'), '89,9');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [offer] = onSubmit.mock.calls[0]!;
    expect(offer.terms.lines).toEqual([
      { kind: 'facilitation_day', description: '', quantity: 0.5, unitPriceMinor: 123_450 },
      { kind: 'travel', description: '', quantity: 1, unitPriceMinor: 8990 },
    ]);
    expect(offer.terms.vat).toEqual({ mode: 'rate', rateBp: 1900 });
    expect(offer.terms.cancellationTiers).toEqual([
      { minDaysBefore: 42, percent: 0 },
      { minDaysBefore: 14, percent: 50 },
      { minDaysBefore: 0, percent: 100 },
    ]);
    expect(offer.expiresOn).toBeUndefined();
  });

  it('shows the schema’s messages under the fields and sends nothing', async () => {
    const onSubmit = renderForm();
    const price = within(line(1)).getByLabelText('Unit price (EUR)');
    await userEvent.clear(price);
    await userEvent.type(price, '-3');
    await userEvent.clear(screen.getByLabelText('Outcome 2'));
    await userEvent.type(screen.getByLabelText('Outcome 2'), 'Hm');
    await userEvent.clear(screen.getByLabelText('End'));
    await userEvent.type(screen.getByLabelText('End'), '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Enter a unit price above 0 and at most 10,000,000.')).toBeInTheDocument();
    expect(screen.getByText('Each outcome needs 5 to 300 characters.')).toBeInTheDocument();
    expect(screen.getByText('The end time must be after the start time.')).toBeInTheDocument();
    expect(screen.getByLabelText('Unit price (EUR)')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds and removes rows by named buttons, and resets the tiers to the facilitator’s', async () => {
    renderForm('en', {
      defaultTiers: [
        { minDaysBefore: 30, percent: 25 },
        { minDaysBefore: 0, percent: 80 },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add an outcome' }));
    expect(screen.getByLabelText('Outcome 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an outcome' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove outcome 3' }));
    expect(screen.queryByLabelText('Outcome 3')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove session day 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(screen.getAllByLabelText('Due (%)')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: "Use the facilitator's default terms" }));
    expect(screen.getAllByLabelText('Due (%)').map((input) => (input as HTMLInputElement).value)).toEqual([
      '25',
      '80',
    ]);
  });

  it('warns about session days the facilitator has blocked or booked', async () => {
    const terms = offerTerms();
    renderForm('en', { conflicts: [terms.sessions[0]!.date] });
    expect(screen.getByText('The facilitator is not free on every day')).toBeInTheDocument();
    const date = screen.getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-05');
    expect(screen.queryByText('The facilitator is not free on every day')).not.toBeInTheDocument();
  });

  it('puts the server’s field messages under their fields, and asks for a place for in-person sessions', async () => {
    const onSubmit = renderForm();
    onSubmit.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_ERROR', 'Please check the offer.', {
        'terms.sessions.0.date': ['Session days cannot be in the past.'],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Session days cannot be in the past.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText('Location'));
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Enter where in-person sessions take place.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Delivery'), 'Remote');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].terms).toMatchObject({ delivery: 'remote', location: '' });
  });
});
