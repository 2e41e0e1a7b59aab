import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { RequestAccessForm } from './request-access-form';

afterEach(() => vi.unstubAllGlobals());

describe('RequestAccessForm', () => {
  it('sends the empty honeypot and how long the form was open with the fields', async () => {
    const calls = stubFetch(() =>
      Response.json({ status: 'received', email: 'ada@example.com' }, { status: 201 }),
    );
    const onSubmitted = vi.fn();
    renderWithProviders(<RequestAccessForm onSubmitted={onSubmitted} />);

    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.click(screen.getByLabelText(/^Facilitator/));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('ada@example.com'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', website: '' });
    expect((calls[0]!.body as { formFillMs: number }).formFillMs).toBeGreaterThanOrEqual(0);
  });

  it('shows the shared schema’s field errors in the page’s language', async () => {
    const calls = stubFetch(() => Response.json({}));
    const { unmount } = renderWithProviders(<RequestAccessForm onSubmitted={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <LocaleProvider value="de">
        <RequestAccessForm onSubmitted={() => undefined} />
      </LocaleProvider>,
    );
    expect(screen.getByLabelText('Vollständiger Name')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Bitte geben Sie Ihren vollständigen Namen ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.queryByText(/validation:/)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('keeps the honeypot away from people: hidden from assistive technology, out of the tab order', () => {
    stubFetch(() => Response.json({}));
    const { container } = renderWithProviders(<RequestAccessForm onSubmitted={() => undefined} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });
});
