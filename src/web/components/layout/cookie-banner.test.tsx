import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CookieBanner } from './cookie-banner';

const clearConsent = () => {
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/';
};

afterEach(clearConsent);

describe('CookieBanner', () => {
  it('is a form that posts the choice and the page it is on, for a tap before the scripts run', () => {
    renderWithProviders(<CookieBanner />, { url: '/jobs?q=retreat' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    const form = accept.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cookie-consent');
    expect(Object.fromEntries(new FormData(form, accept))).toEqual({
      return: '/jobs?q=retreat',
      consent: 'true',
    });
    const decline = screen.getByRole('button', { name: 'Decline' });
    expect(new FormData(form, decline).get('consent')).toBe('false');
  });

  it('once running, stores Accept itself and hides, without leaving the page', async () => {
    let submitted = false;
    renderWithProviders(<CookieBanner />);
    const form = screen.getByRole('button', { name: 'Accept' }).closest('form')!;
    form.addEventListener('submit', () => (submitted = true));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.cookie).toContain('CookieConsent=true');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(submitted).toBe(false);
  });

  it('stores Decline as false', async () => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.cookie).toContain('CookieConsent=false');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
