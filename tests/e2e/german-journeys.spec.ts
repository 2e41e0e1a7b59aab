import type { Page } from '@playwright/test';
import {
  E2E_PASSWORD,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  latestMail,
  mailsTo,
  newContext,
  PHONE,
  test,
  throttle,
  unique,
  uniqueEmail,
  verificationLink,
} from './fixtures';

/**
 * The main journeys in German: a company on a desktop signs up, posts a job and books the facilitator who
 * applied; the facilitator, on a slow phone, signs up, applies and writes to the company. Every page is
 * German, and so is every mail the two receive. The phone taps as soon as a control shows, as people do,
 * without waiting for the page's scripts.
 */

type GermanSignUp = { companyName: string } | { firstName: string; lastName: string };

/**
 * Signs up through the German form on /de/auth, confirms through the mailed link, which must be German, and
 * lands on the German onboarding; answers the address.
 */
async function signUpInGerman(page: Page, names: GermanSignUp): Promise<string> {
  const email = uniqueEmail('de');
  await page.goto('/de/auth?mode=sign-up', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Registrieren' });
  if ('companyName' in names) {
    await form.getByText('Unternehmen', { exact: true }).click();
    await form.getByLabel('Name des Unternehmens').fill(names.companyName);
  } else {
    await form.getByLabel('Vorname').fill(names.firstName);
    await form.getByLabel('Nachname').fill(names.lastName);
  }
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill(E2E_PASSWORD);
  await form.getByLabel('Passwort bestätigen').fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Sehen Sie in Ihr Postfach' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectNoA11yViolationsWithoutToasts(page);

  const mail = await latestMail(email, /^Bestätigen Sie Ihre E-Mail-Adresse für FacilitatorHub$/);
  expect(mail).toContain('Willkommen bei FacilitatorHub!');
  expect(mail).toContain('Ihr FacilitatorHub-Team');
  await page.goto(await verificationLink(email));
  await expect(page).toHaveURL(/\/de\/onboarding$/);
  return email;
}

/** The toast that says `text`, in the toaster's own region. */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true }).first();

test.describe('in German', () => {
  // Browsers that ask for German, as these people's do (an English one would be offered the English page).
  test.use({ locale: 'de-DE' });

  test('a company books a facilitator who applied from a slow phone, and they write to each other', async ({
    page: cp,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const companyName = `Hafenlicht ${unique()}`;
    const jobTitle = `Facilitator für unsere Strategieklausur ${unique()}`;
    const facilitatorName = { firstName: 'Greta', lastName: `Lindner${unique()}` };
    const fullName = `${facilitatorName.firstName} ${facilitatorName.lastName}`;

    // The company signs up, completes its profile and posts a job.
    const companyEmail = await signUpInGerman(cp, { companyName });
    await expect(
      cp.getByRole('heading', { level: 1, name: 'Unternehmensprofil vervollständigen' }),
    ).toBeVisible();
    await expectNoA11yViolations(cp);
    await cp
      .getByLabel('Beschreibung des Unternehmens')
      .fill('Wir richten Strategieklausuren und Teamtage für Unternehmen in ganz Norddeutschland aus.');
    await cp.getByLabel('Branche').fill('Veranstaltungen');
    await cp.getByRole('button', { name: 'Profil abschließen' }).click();
    await expect(toast(cp, 'Profil erfolgreich erstellt')).toBeVisible();
    await expect(cp).toHaveURL(/\/de\/post-job$/);
    await expect(cp.getByRole('heading', { level: 1, name: 'Facilitation-Job ausschreiben' })).toBeVisible();
    await expect(cp.getByLabel('Unternehmen', { exact: true })).toHaveValue(companyName);
    await cp.getByLabel('Jobtitel').fill(jobTitle);
    await cp.getByLabel('Ort', { exact: true }).fill('Hamburg, Deutschland');
    await cp
      .getByLabel('Jobbeschreibung')
      .fill('Zwei Tage Strategieklausur für 30 Führungskräfte, von der Vorbereitung bis zur Durchführung.');
    await cp.getByLabel('Anforderungen').fill('- Sieben Jahre Erfahrung\n- Fließend Deutsch');
    await cp.locator('main#main').getByRole('checkbox').first().click();
    await expectNoA11yViolationsWithoutToasts(cp);
    const posted = cp.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/jobs',
    );
    await cp.getByRole('button', { name: 'Job veröffentlichen', exact: true }).click();
    const { id: jobId } = (await (await posted).json()) as { id: string };
    await expect(toast(cp, 'Ihr Job wurde veröffentlicht.')).toBeVisible();

    // The company waits on its (empty) applicants page.
    await cp.goto(`/de/company/jobs/${jobId}/applicants`);
    await expect(cp.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
    await expect(cp.getByText('Noch keine Bewerbungen')).toBeVisible();

    // The facilitator, on a slow phone, signs up and applies, tapping as soon as a control shows.
    const phone = await newContext(browser, { baseURL, locale: 'de-DE', ...PHONE }, { appRuns: false });
    await phone.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
    const fp = await phone.newPage();
    await throttle(phone, fp);
    const facilitatorEmail = await signUpInGerman(fp, facilitatorName);
    await fp.goto(`/de/jobs/${jobId}`, { waitUntil: 'commit' });
    await expect(fp.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
    await fp.getByRole('button', { name: 'Jetzt bewerben' }).first().tap();
    const apply = fp.getByRole('dialog', { name: `Bewerbung auf „${jobTitle}“` });
    await apply
      .getByLabel('Anschreiben')
      .fill(
        'Ich habe über vierzig Strategieklausuren begleitet und würde die zwei Tage um Ihre Fragen herum gestalten.',
      );
    await apply.getByRole('button', { name: 'Bewerbung absenden' }).tap();
    await expect(toast(fp, 'Bewerbung gesendet')).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(fp);

    // The application reaches the company's page live; it shortlists and then books the facilitator.
    const card = cp.getByRole('listitem').filter({ has: cp.getByRole('heading', { name: fullName }) });
    await expect(card).toBeVisible();
    await card.getByLabel('Status').selectOption({ label: 'Engere Wahl' });
    await expect(toast(cp, `${fullName}: Engere Wahl`)).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(cp);
    await card.getByLabel('Status').selectOption({ label: 'Gebucht' });
    await expect(toast(cp, `${fullName}: Gebucht`)).toBeVisible();

    // The facilitator sees the booking in German and writes to the company about it.
    await fp.goto('/de/facilitator/applications', { waitUntil: 'commit' });
    await expect(fp.getByRole('heading', { level: 1, name: 'Meine Bewerbungen' })).toBeVisible();
    const row = fp.getByRole('listitem').filter({ has: fp.getByRole('link', { name: jobTitle }) });
    await expect(row.getByText('Gebucht', { exact: true })).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(fp);
    await row.getByRole('button', { name: `Unternehmen schreiben zu ${jobTitle}` }).tap();
    const write = fp.getByRole('dialog', { name: `Nachricht an ${companyName}` });
    await write.getByLabel('Nachricht').fill('Vielen Dank! Passt Ihnen ein kurzes Gespräch am Donnerstag?');
    await write.getByRole('button', { name: 'Senden' }).tap();
    await expect(toast(fp, 'Nachricht gesendet')).toBeVisible();

    // The company is away from its messages: the message is mailed to it, in German.
    await expect
      .poll(() => mailsTo(companyEmail, /^Neue Nachricht von /).length, { timeout: 20_000 })
      .toBe(1);
    const [mail] = mailsTo(companyEmail, /^Neue Nachricht von /);
    expect(mail).toContain(`${fullName} hat Ihnen auf FacilitatorHub eine Nachricht geschickt:`);
    expect(mail).toContain('Passt Ihnen ein kurzes Gespräch am Donnerstag?');

    // The company reads it and answers; the facilitator's phone shows the answer.
    await cp.goto('/de/messages');
    await expect(cp.getByRole('heading', { level: 1, name: 'Nachrichten' })).toBeVisible();
    await cp
      .getByRole('link', { name: new RegExp(fullName) })
      .first()
      .click();
    const history = (page: Page) => page.getByRole('log', { name: 'Nachrichtenverlauf' });
    await expect(history(cp).getByText('Passt Ihnen ein kurzes Gespräch am Donnerstag?')).toBeVisible();
    await expectNoA11yViolationsWithoutToasts(cp);
    const composer = cp.getByRole('textbox', { name: 'Nachricht' });
    await composer.fill('Sehr gern, Donnerstag um zehn Uhr.');
    await composer.press('Enter');
    await expect(history(cp).getByText('Sehr gern, Donnerstag um zehn Uhr.')).toBeVisible();
    await fp.goto(cp.url().replace(/^https?:\/\/[^/]+/, ''), { waitUntil: 'commit' });
    await expect(history(fp).getByText('Sehr gern, Donnerstag um zehn Uhr.')).toBeVisible();
    await expect(history(cp).getByText('Gesehen', { exact: true })).toBeVisible();
    expect(mailsTo(facilitatorEmail, /^Neuigkeiten zu Ihrer Bewerbung für /).length).toBeGreaterThan(0);
    await phone.close();
  });
});
