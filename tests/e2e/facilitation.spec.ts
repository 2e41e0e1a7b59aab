import { E2E_LSP_SEARCH, lspSearchDay } from '../../src/server/db/seed/data/e2e-search';
import {
  clockNow,
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutToasts,
  listProfile,
  newContext,
  signInAsAdmin,
  signedInContext,
  test,
} from './fixtures';

/** A word the full-text search keeps as it is (letters only), unique to this test. */
const uniqueWord = (prefix: string) =>
  prefix + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The run's day plus `days`, 'YYYY-MM-DD' (UTC). */
const dayFromNow = (days: number) =>
  new Date(clockNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('facilitation-native jobs and profiles', () => {
  test('a company posts a session with dates, format, language and a day-rate budget; a matching facilitator sees it first, with the reasons', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const keyword = uniqueWord('openspace');
    const sessionDay = dayFromNow(45);
    const company = await signedInContext(browser, baseURL!, 'company', { companyName: uniqueWord('Rhein') });
    const cp = company.page;

    // The posting form: the usual fields, then the session and the budget.
    await cp.goto('/post-job');
    await cp.getByLabel('Job title').fill(`Open Space facilitator for our ${keyword} community day`);
    await cp.getByLabel('Location').fill('Berlin, Germany');
    await cp
      .getByLabel('Job description')
      .fill(
        'We bring 40 members of our partner network together for one day and want an Open Space facilitator to host it in German.',
      );
    await cp.getByLabel('Requirements').fill('- Hosted Open Space events before\n- Fluent German');
    await cp.getByRole('checkbox', { name: 'Strategic Planning' }).click();
    await cp.getByRole('checkbox', { name: 'Leadership Development' }).click();
    await cp.getByLabel(/^Session format/).selectOption({ label: 'Workshop' });
    await cp.getByLabel('Delivery', { exact: true }).selectOption({ label: 'In person' });
    await cp.getByLabel(/^Group size/).selectOption('26-50');
    await cp.getByRole('button', { name: 'Add a session date' }).click();
    await cp.getByLabel('Session date 1').fill(sessionDay);
    await cp.getByLabel('Time zone of the dates').selectOption('Europe/Berlin');
    await cp.getByLabel('Add a language').selectOption({ label: 'German' });
    await cp.getByLabel('Add a method').selectOption({ label: 'Open Space Technology' });
    await cp.getByLabel('Budget type').selectOption({ label: 'Day rate' });
    await cp.getByLabel('Currency', { exact: true }).selectOption('EUR');
    await cp.getByLabel('Minimum', { exact: true }).fill('900');
    await cp.getByLabel('Maximum', { exact: true }).fill('1200');
    await expectNoA11yViolations(cp);
    await cp.getByRole('button', { name: 'Post Job', exact: true }).click();
    await expect(cp.getByText('Your job has been posted successfully.')).toBeVisible();

    const found = await cp.request.get('/api/jobs', { params: { q: keyword } });
    const job = (await found.json()).items[0] as { id: string; title: string };
    expect(job.title).toContain(keyword);

    // The job page shows the session and the budget.
    await cp.goto(`/jobs/${job.id}`);
    const session = cp.getByRole('region', { name: 'Session details' });
    await expect(session).toContainText('Workshop');
    await expect(session).toContainText('German');
    await expect(session).toContainText('Open Space Technology');
    await expect(cp.getByText('€900–€1,200 per day').first()).toBeVisible();
    await expectNoA11yViolations(cp);

    // A facilitator who runs Open Space in German, free on the day, within the budget.
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Mira',
      lastName: uniqueWord('Hahn'),
    });
    const fp = facilitator.page;
    const names = {
      firstName: 'Mira',
      lastName: facilitator.name.split(' ')[1]!,
      location: 'Leipzig, Germany',
    };
    await listProfile(fp, baseURL!, names);
    const profile = await fp.request.get('/api/profile');
    const own = (await profile.json()).facilitator;
    const saved = await fp.request.put('/api/profile/facilitator', {
      headers: { origin: baseURL! },
      data: {
        firstName: own.firstName,
        lastName: own.lastName,
        headline: own.headline,
        bio: own.bio,
        location: own.location,
        focusAreas: own.focusAreas,
        methods: ['open-space'],
        languages: ['de', 'en'],
        sessionFormats: ['workshop'],
        rateCurrency: 'EUR',
        dayRateMin: 1000,
        dayRateMax: 1100,
      },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();

    await fp.goto('/facilitator/dashboard');
    const recommended = fp.getByRole('region', { name: 'Recommended jobs' }).getByRole('listitem');
    const first = recommended.first();
    await expect(first.getByRole('heading', { name: job.title })).toBeVisible();
    await expect(first).toContainText('Open Space Technology');
    await expect(first).toContainText('Speaks German');
    // The day as every date is written, the year left out: "available 8 January".
    await expect(first).toContainText(
      /available \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)\b/,
    );
    await expect(first).toContainText('Rate within budget');
    await expectNoA11yViolations(fp);

    // The company sees the facilitator among the suggestions for its job, with the reasons.
    await cp.goto(`/company/jobs/${job.id}/applicants`);
    const suggestions = cp.getByRole('region', { name: 'Suggested facilitators' });
    await expect(suggestions.getByRole('link', { name: facilitator.name })).toBeVisible();
    await expectNoA11yViolations(cp);
    await company.context.close();
    await facilitator.context.close();
  });

  test('/facilitators filtered by method, language, available-on and rate finds exactly the expected sample facilitators', async ({
    page,
  }) => {
    await page.goto('/facilitators');
    await page.getByLabel('Method', { exact: true }).selectOption(E2E_LSP_SEARCH.method);
    await page.getByLabel('Language', { exact: true }).selectOption(E2E_LSP_SEARCH.language);
    await page.getByLabel('Available on', { exact: true }).fill(lspSearchDay(clockNow()));
    await page.getByLabel('Available on', { exact: true }).press('Enter');
    const amount = page.getByRole('group', { name: 'Rate up to' }).getByLabel('Amount');
    await amount.fill(String(E2E_LSP_SEARCH.rateMax));
    await amount.press('Enter');

    await expect(page).toHaveURL(/rateMax=1500/);
    await expect(page).toHaveURL(/method=lego-serious-play/);
    await expect(page).toHaveURL(/language=de/);
    await expect(page).toHaveURL(/availableOn=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText('2 facilitators found')).toBeVisible();
    // By last name: Brunner, then Fischer.
    const names = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(names).toHaveText(
      E2E_LSP_SEARCH.expected
        .map((f) => f.name)
        .sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!)),
    );
    await expect(page.getByText(E2E_LSP_SEARCH.blocked.name)).toHaveCount(0);
    await expect(page.getByText(E2E_LSP_SEARCH.tooDear.name)).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('a facilitator claims a credential, an admin verifies it, and the profile shows who verified it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
      firstName: 'Ines',
      lastName: uniqueWord('Vogel'),
    });
    const fp = facilitator.page;
    const id = await listProfile(fp, baseURL!, {
      firstName: 'Ines',
      lastName: facilitator.name.split(' ')[1]!,
      location: 'Hamburg, Germany',
    });

    await fp.goto('/facilitator/profile');
    await fp.getByRole('button', { name: 'Add credential' }).click();
    const dialog = fp.getByRole('dialog', { name: 'Add a credential' });
    await dialog.getByLabel('Issuer').selectOption({ label: 'IAF Certified Professional Facilitator (CPF)' });
    await dialog.getByLabel('Year earned').fill('2019');
    await dialog.getByLabel('Evidence link').fill('https://www.iaf-world.org/certificates/cpf-1234');
    await expectNoA11yViolations(fp);
    await dialog.getByRole('button', { name: 'Save credential' }).click();
    await expect(fp.getByText('Credential added')).toBeVisible();

    // Claimed until an admin checks it.
    await fp.goto(`/facilitators/${id}`);
    const credentials = fp.getByRole('region', { name: 'Credentials' });
    await expect(credentials).toContainText('IAF Certified Professional Facilitator (CPF)');
    await expect(credentials).toContainText('Claimed');

    const adminContext = await newContext(browser, { baseURL });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/credentials');
    await expect(admin.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();
    await expectNoA11yViolations(admin);
    await admin
      .getByRole('button', {
        name: `Verify IAF Certified Professional Facilitator (CPF) of ${facilitator.name}`,
      })
      .click();
    await expect(admin.getByText('Credential verified')).toBeVisible();
    await adminContext.close();

    await fp.reload();
    await expect(credentials).toContainText(/Verified by .+ on \d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(credentials).not.toContainText('Claimed');
    await expectNoA11yViolationsWithoutToasts(fp);
    await facilitator.context.close();
  });
});
