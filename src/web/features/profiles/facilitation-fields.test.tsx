import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_ABOVE_MAX_MESSAGE } from '../../../shared/facilitation';
import { facilitatorProfile } from '../../test/facilitator-fixtures';
import { errorResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { FacilitatorProfileForm, facilitatorFormDefaults } from './facilitator-profile-form';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

// Radix measures its checkboxes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const profile = facilitatorProfile({
  bio: 'I design and run strategy offsites for leadership teams across Europe, in person and online.',
  focusAreas: ['strategic-planning'],
  methods: ['world-cafe'],
});
let calls: ApiCall[];

beforeEach(() => {
  calls = stubFetch(({ method, url, body }) => {
    if (method === 'PUT' && url === '/api/profile/facilitator')
      return Response.json({ ...profile, ...(body as object) });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${url}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

// The form is long: no pause between keystrokes.
const user = userEvent.setup({ delay: null });

function renderForm() {
  const onSaved = vi.fn();
  renderWithProviders(
    <FacilitatorProfileForm
      extended
      defaultValues={facilitatorFormDefaults(profile, true)}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

// Typing into the long form re-renders all of it in jsdom: a test takes 6 to 15 s alone, and more while the
// server tests share the two cores.
describe('the facilitation fields of the profile editor', { timeout: 60_000 }, () => {
  // Each interaction re-renders the long form in jsdom: the fields are sent in two tests of a few steps each.
  it('send rates and languages', async () => {
    const onSaved = renderForm();
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.type(screen.getByLabelText(/Day rate from/), '900');
    await user.type(screen.getByLabelText(/Day rate up to/), '1200');
    await user.click(screen.getByRole('checkbox', { name: 'German' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      rateCurrency: 'EUR',
      dayRateMin: 900,
      dayRateMax: 1200,
      hourlyRateMin: null,
      hourlyRateMax: null,
      languages: ['de'],
      methods: ['world-cafe'],
    });
  });

  it('send methods, formats, group sizes, tools and travel', async () => {
    const onSaved = renderForm();
    const methods = screen.getByRole('group', { name: 'Methods' });
    expect(within(methods).getByRole('button', { name: 'Remove World Café' })).toBeInTheDocument();
    await user.type(within(methods).getByLabelText('Find a method'), 'lego');
    const lego = within(methods).getByRole('checkbox', { name: 'LEGO Serious Play' });
    expect(lego).toHaveAccessibleDescription(/build models of their ideas in LEGO bricks/);
    expect(within(methods).queryByRole('checkbox', { name: 'World Café' })).not.toBeInTheDocument();
    await user.click(lego);

    await user.click(screen.getByRole('checkbox', { name: 'Workshop' }));
    await user.click(screen.getByRole('checkbox', { name: '26–50 people' }));
    await user.click(screen.getByRole('checkbox', { name: 'Miro' }));
    await user.selectOptions(screen.getByLabelText(/Willing to travel/), 'Within my travel radius');
    await user.type(screen.getByLabelText(/Travel radius/), '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      methods: ['world-cafe', 'lego-serious-play'],
      sessionFormats: ['workshop'],
      groupSizes: ['26-50'],
      virtualTools: ['Miro'],
      travel: 'local',
      travelRadiusKm: 150,
    });
  });

  it('refuse a minimum above the maximum, and an amount without a currency', async () => {
    renderForm();
    await user.type(screen.getByLabelText(/Day rate from/), '1500');
    await user.type(screen.getByLabelText(/Day rate up to/), '1000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MIN_ABOVE_MAX_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Choose the currency of your rates')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
