import type { AdminCredentialPage } from '../../src/shared/facilitation';
import {
  applyTo,
  expect,
  expectNoA11yViolations,
  listProfile,
  newContext,
  postJob,
  signInAsAdmin,
  signedInContext,
  test,
} from './fixtures';

test('a company compares its applicants by rate, languages, experience, verified credentials and location', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = { origin: baseURL! };

  // A facilitator in Hamburg with a structured profile and one credential an admin verified.
  const facilitator = await signedInContext(browser, baseURL!, 'facilitator', {
    firstName: 'Jana',
    lastName: `Krüger${Date.now() % 100_000}`,
  });
  const fp = facilitator.page;
  const [firstName, lastName] = facilitator.name.split(' ') as [string, string];
  await listProfile(fp, baseURL!, { firstName, lastName, location: 'Hamburg, Germany' });
  const own = (await (await fp.request.get('/api/profile')).json()).facilitator;
  const saved = await fp.request.put('/api/profile/facilitator', {
    headers: origin,
    data: {
      firstName: own.firstName,
      lastName: own.lastName,
      headline: own.headline,
      bio: own.bio,
      location: own.location,
      focusAreas: own.focusAreas,
      yearsExperience: 11,
      languages: ['de', 'en'],
      rateCurrency: 'EUR',
      dayRateMin: 1100,
      dayRateMax: 1400,
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const claimed = await fp.request.post('/api/profile/credentials', {
    headers: origin,
    data: { kind: 'iaf-cpf', year: 2019, evidenceUrl: 'https://www.iaf-world.org/certificates/cpf-4821' },
  });
  expect(claimed.status(), await claimed.text()).toBe(201);
  const credentialId = ((await claimed.json()) as { id: string }).id;

  const adminContext = await newContext(browser, { baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  let version: string | undefined;
  for (let page = 1; !version; page += 1) {
    const list = (await (
      await admin.request.get('/api/admin/credentials', { params: { page } })
    ).json()) as AdminCredentialPage;
    version = list.items.find((item) => item.id === credentialId)?.version;
    expect(version || page < list.totalPages, 'the claimed credential is listed').toBeTruthy();
  }
  const verified = await admin.request.post(`/api/admin/credentials/${credentialId}/verify`, {
    headers: origin,
    data: { version },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  await adminContext.close();

  // A company's job, which the facilitator applies to.
  const company = await signedInContext(browser, baseURL!, 'company', {
    companyName: `Elbe Werft ${Date.now() % 100_000}`,
  });
  const cp = company.page;
  const job = await postJob(cp, { location: 'Hamburg, Germany', remote: 'no' });
  await applyTo(fp, job.id, {
    coverLetter: 'I run strategy offsites in German and English, and I live ten minutes from your office.',
    portfolioLinks: [],
  });
  await facilitator.context.close();

  await cp.goto(`/company/jobs/${job.id}/applicants`);
  await expect(cp.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const card = cp.getByRole('listitem').filter({ has: cp.getByRole('heading', { name: facilitator.name }) });
  await expect(card).toContainText('Hamburg, Germany');
  await expect(card).toContainText('11 years of experience');
  await expect(card).toContainText(/€1,100\s*–\s*€1,400 per day/);
  await expect(card).toContainText('German, English');
  await expect(card).toContainText('1 verified credential');
  await expectNoA11yViolations(cp);
  await company.context.close();
});
