import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

describe('the sign-in forms in German', () => {
  it('labels signing in in German', () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <SignInForm onForgot={vi.fn()} onSignedIn={vi.fn()} />
      </LocaleProvider>,
      { auth: true },
    );
    expect(screen.getByRole('form', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort vergessen?' })).toBeInTheDocument();
  });

  it('asks for the address of a forgotten password in German', () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <ForgotPasswordForm onBack={vi.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück zur Anmeldung' })).toBeInTheDocument();
  });
});
