import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_ABOVE_MAX_MESSAGE } from '../../../shared/facilitation';
import { localizeMessage } from '../../../shared/i18n/keyed-messages';
import { facilitatorProfile } from '../../test/facilitator-fixtures';
import type { ApiCall } from '../../test/fake-api';
import { renderProfileForm, stubProfileSave } from '../../test/profile-form';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const profile = facilitatorProfile({
  bio: 'I design and run strategy offsites for leadership teams across Europe, in person and online.',
  focusAreas: ['strategic-planning'],
  methods: ['world-cafe'],
});
let calls: ApiCall[];

beforeEach(() => {
  calls = stubProfileSave(profile);
});

afterEach(() => vi.unstubAllGlobals());

// The form is long: no pause between keystrokes.
const user = userEvent.setup({ delay: null });

const renderForm = () => renderProfileForm(profile);

// The form is long (about 750 elements, most of them the method list). In jsdom, the first query by label or
// role after each change of the DOM walks all of it again, which costs seconds on a busy machine: each test
// finds the controls it uses once, right after the render, and scopes later queries to a section.
describe('the facilitation fields of the profile editor', () => {
  it('send rates and languages', async () => {
    const onSaved = renderForm();
    const currency = screen.getByLabelText('Currency');
    const dayRateFrom = screen.getByLabelText(/Day rate from/);
    const dayRateUpTo = screen.getByLabelText(/Day rate up to/);
    const german = screen.getByLabelText('German');
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.selectOptions(currency, 'EUR');
    await user.type(dayRateFrom, '900');
    await user.type(dayRateUpTo, '1200');
    await user.click(german);
    await user.click(save);

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
    const findMethod = within(methods).getByLabelText('Find a method');
    const workshop = screen.getByLabelText('Workshop');
    const midSizeGroup = screen.getByLabelText('26–50 people');
    const miro = screen.getByLabelText('Miro');
    const travel = screen.getByLabelText(/Willing to travel/);
    const travelRadius = screen.getByLabelText(/Travel radius/);
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(within(methods).getByRole('button', { name: 'Remove World Café' })).toBeInTheDocument();
    await user.type(findMethod, 'lego');
    const lego = within(methods).getByRole('checkbox', { name: 'LEGO Serious Play' });
    expect(lego).toHaveAccessibleDescription(/build models of their ideas in LEGO bricks/);
    expect(within(methods).queryByRole('checkbox', { name: 'World Café' })).not.toBeInTheDocument();
    await user.click(lego);

    await user.click(workshop);
    await user.click(midSizeGroup);
    await user.click(miro);
    await user.selectOptions(travel, 'Within my travel radius');
    await user.type(travelRadius, '150');
    await user.click(save);

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
    const dayRateFrom = screen.getByLabelText(/Day rate from/);
    const dayRateUpTo = screen.getByLabelText(/Day rate up to/);
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.type(dayRateFrom, '1500');
    await user.type(dayRateUpTo, '1000');
    await user.click(save);
    expect(await screen.findByText(localizeMessage('en', MIN_ABOVE_MAX_MESSAGE))).toBeInTheDocument();
    expect(screen.getByText('Choose the currency of your rates')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
