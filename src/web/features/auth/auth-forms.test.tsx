import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

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

  it('signs up in German, with the German terms and privacy pages', () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <SignUpForm />
      </LocaleProvider>,
    );
    expect(screen.getByRole('form', { name: 'Registrieren' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ich registriere mich als' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/de/terms');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/privacy');
  });
});
