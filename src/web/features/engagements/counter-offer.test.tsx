import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { errorResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { toastError, toastSuccess } from '../../test/toast-mock';
import { CounterOfferButton } from './counter-offer';
import { offeredEngagement } from './offer-fixtures';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const engagement = offeredEngagement();
const submit = () =>
  userEvent.click(
    [...screen.getByRole('dialog').querySelectorAll('button[type="submit"]')].find((b) =>
      b.textContent?.endsWith('Gegenangebot senden'),
    )!,
  );

describe('Counter-offer', () => {
  it('starts from the current version and sends it back with that version', async () => {
    const calls = stubFetch(({ url }) =>
      url === `/api/engagements/${engagement.id}/counter`
        ? Response.json({ engagement: offeredEngagement({ turn: 'company', actions: ['withdraw'] }) })
        : errorResponse(404, 'NOT_FOUND', url),
    );
    const onCountered = vi.fn();
    renderWithProviders(
      <LocaleProvider value="de">
        <CounterOfferButton engagement={engagement} onCountered={onCountered} />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gegenangebot' }));
    const price = await screen.findByLabelText('Einzelpreis (EUR)');
    expect(price).toHaveValue('1200,00');
    expect(screen.getByLabelText('Ziel 1')).toHaveValue(engagement.current.terms.outcomes[0]);
    await userEvent.clear(price);
    await userEvent.type(price, '1.400');
    await submit();
    await waitFor(() =>
      expect(onCountered).toHaveBeenCalledWith(expect.objectContaining({ turn: 'company' })),
    );
    expect(calls[0]!.body).toMatchObject({
      version: 2,
      terms: { lines: [{ kind: 'facilitation_day', quantity: 1, unitPriceMinor: 140_000 }] },
    });
    expect(toastSuccess).toHaveBeenCalledWith('Gegenangebot gesendet');
  });

  it('says the offer changed meanwhile on a 409, and closes for the page to reload it', async () => {
    stubFetch(() => errorResponse(409, 'CONFLICT', 'This offer has a newer version.'));
    const onCountered = vi.fn();
    const { queryClient } = renderWithProviders(
      <LocaleProvider value="de">
        <CounterOfferButton engagement={engagement} onCountered={onCountered} />
      </LocaleProvider>,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Gegenangebot' }));
    await screen.findByLabelText('Einzelpreis (EUR)');
    await submit();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Das Angebot hat sich inzwischen geändert', expect.any(String)),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['engagements'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCountered).not.toHaveBeenCalled();
  });

  it('is not there when it is not the viewer’s turn', () => {
    renderWithProviders(
      <CounterOfferButton engagement={offeredEngagement({ actions: ['withdraw'] })} onCountered={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Counter-offer' })).not.toBeInTheDocument();
  });
});
