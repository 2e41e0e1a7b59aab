import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnCompanyProfile } from '../../../shared/profiles';
import { LocaleProvider } from '../../lib/i18n';
import { errorResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { CompanyProfileForm, companyFormDefaults } from './company-profile-form';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const company = (overrides: Partial<OwnCompanyProfile> = {}): OwnCompanyProfile => ({
  id: 'company-1',
  name: 'Acme Logistics',
  industry: 'Logistics',
  size: '51-200',
  logoUrl: null,
  website: null,
  description: 'We move goods across Europe and hire facilitators for our yearly strategy offsites.',
  contentLanguage: 'en',
  ...overrides,
});

let calls: ApiCall[];

beforeEach(() => {
  calls = stubFetch(({ method, url, body }) => {
    if (method === 'PUT' && url === '/api/profile/company')
      return Response.json({ ...company(), ...(body as object) });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${url}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('the company profile form', () => {
  it('starts from "Detect automatically" unless the stored language is one detection would not give', () => {
    expect(companyFormDefaults(company()).contentLanguage).toBeUndefined();
    expect(companyFormDefaults(company({ contentLanguage: 'de' })).contentLanguage).toBe('de');
    expect(companyFormDefaults(undefined).contentLanguage).toBeUndefined();
  });

  it('speaks German on a German page, and sends the language chosen for the profile', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <LocaleProvider value="de">
        <CompanyProfileForm defaultValues={companyFormDefaults(company())} onSaved={onSaved} />
      </LocaleProvider>,
    );
    expect(screen.getByLabelText('Name des Unternehmens')).toHaveValue('Acme Logistics');
    expect(screen.getByRole('option', { name: '51-200 Mitarbeitende' })).toBeInTheDocument();
    const language = screen.getByLabelText('Sprache dieses Profils');
    expect(language).toHaveDisplayValue('Automatisch erkennen');
    await userEvent.selectOptions(language, screen.getByRole('option', { name: 'Deutsch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.at(-1)?.body).toMatchObject({ name: 'Acme Logistics', contentLanguage: 'de' });
  });

  it('leaves the language out when it is to be detected', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <CompanyProfileForm defaultValues={companyFormDefaults(company())} onSaved={onSaved} />,
    );
    expect(screen.getByLabelText('Language of this profile')).toHaveDisplayValue('Detect automatically');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.at(-1)?.body).not.toHaveProperty('contentLanguage');
  });
});
