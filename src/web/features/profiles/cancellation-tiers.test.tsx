import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { facilitatorProfile } from '../../test/facilitator-fixtures';
import type { ApiCall } from '../../test/fake-api';
import { renderProfileForm, stubProfileSave } from '../../test/profile-form';
import { renderWithProviders } from '../../test/render';
import { LocaleProvider } from '../../lib/i18n';
import { FacilitationDetails } from './facilitation-details';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const profile = facilitatorProfile({
  bio: 'I design and run strategy offsites for leadership teams across Europe, in person and online.',
  focusAreas: ['strategic-planning'],
});
let calls: ApiCall[];

beforeEach(() => {
  calls = stubProfileSave(profile);
});

afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup({ delay: null });

function renderForm(tiers: { minDaysBefore: number; percent: number }[] | null = null) {
  const onSaved = renderProfileForm({ ...profile, cancellationTiers: tiers });
  // Found once: the form is long (see facilitation-fields.test.tsx).
  const editor = screen.getByRole('group', { name: 'Cancellation terms' });
  return { onSaved, editor, save: screen.getByRole('button', { name: 'Save changes' }) };
}

const lastPut = () => calls.filter((call) => call.method === 'PUT').at(-1)?.body as Record<string, unknown>;

describe('the cancellation tiers of the profile editor', () => {
  it('start from the standard tiers, which a change makes the facilitator’s own', async () => {
    const { onSaved, editor, save } = renderForm();
    expect(within(editor).getByText(/You use the standard tiers/)).toBeInTheDocument();
    expect(within(editor).getByLabelText('Days before the first session day, tier 1')).toHaveValue(42);
    expect(within(editor).getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();

    const firstPercent = within(editor).getByLabelText('Percent of the fee, tier 2');
    await user.clear(firstPercent);
    await user.type(firstPercent, '60');
    await user.click(within(editor).getByRole('button', { name: 'Remove tier 1' }));
    await user.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(lastPut().cancellationTiers).toEqual([
      { minDaysBefore: 14, percent: 60 },
      { minDaysBefore: 0, percent: 100 },
    ]);
  });

  it('add a tier before the last one and go back to the defaults', async () => {
    const { onSaved, editor, save } = renderForm([
      { minDaysBefore: 30, percent: 0 },
      { minDaysBefore: 0, percent: 100 },
    ]);
    await user.click(within(editor).getByRole('button', { name: 'Add tier' }));
    expect(within(editor).getByLabelText('Days before the first session day, tier 2')).toHaveValue(15);
    expect(within(editor).getByLabelText('Days before the first session day, tier 3')).toHaveValue(0);
    await user.click(within(editor).getByRole('button', { name: 'Reset to defaults' }));
    expect(within(editor).getByText(/You use the standard tiers/)).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(lastPut().cancellationTiers).toBeNull();
  });

  it('refuse tiers whose days do not fall, without saving', async () => {
    const { editor, save } = renderForm([
      { minDaysBefore: 30, percent: 0 },
      { minDaysBefore: 0, percent: 100 },
    ]);
    const lastDays = within(editor).getByLabelText('Days before the first session day, tier 2');
    await user.clear(lastDays);
    await user.type(lastDays, '40');
    await user.click(save);
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'Give up to 6 cancellation tiers with falling day counts, the last one at 0 days.',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('the cancellation terms on the public profile', () => {
  const termsOf = (container: HTMLElement) =>
    within(
      within(container).getByText(/^(Cancellation terms|Stornobedingungen)$/)
        .nextElementSibling as HTMLElement,
    )
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('say the standard tiers in words when the facilitator keeps them', () => {
    const { container } = renderWithProviders(<FacilitationDetails facilitator={profile} />);
    expect(termsOf(container)).toEqual([
      '42 days or more before the first session day: no fee',
      '14 to 41 days before: 50 % of the fee',
      'Less than 14 days before: 100 % of the fee',
    ]);
  });

  it('say the facilitator’s own tiers, in German too', () => {
    const own = facilitatorProfile({
      cancellationTiers: [
        { minDaysBefore: 1, percent: 20 },
        { minDaysBefore: 0, percent: 80 },
      ],
    });
    const { container } = renderWithProviders(
      <LocaleProvider value="de">
        <FacilitationDetails facilitator={own} />
      </LocaleProvider>,
    );
    expect(termsOf(container)).toEqual([
      '1 Tag oder mehr vor dem ersten Sitzungstag: 20 % des Honorars',
      'Weniger als 1 Tag vorher: 80 % des Honorars',
    ]);
  });
});
