import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PAGES } from '../../src/web/pages';
import { englishIn, uiTexts } from './english-text';
import {
  allowConsoleErrors,
  applyTo,
  E2E_BASE_URL,
  expect,
  expectNoLanguageBoundA11yViolations,
  listProfile,
  newContext,
  postJob,
  signUpVerified,
  test,
} from './fixtures';

type Role = 'visitor' | 'company' | 'facilitator';

/** The ids of real things in the page addresses, from the sample data and the walk's own users. */
type Ids = Record<string, string>;

/**
 * The addresses of a page of pages.ts that the walk opens, with its parameters filled in from `ids`: some
 * pages more than once (the sign-in page's three views, the job board with filters).
 */
const VARIANTS: Record<string, (ids: Ids) => string[]> = {
  '/auth': () => ['/auth', '/auth?mode=sign-up', '/auth?mode=forgot'],
  '/jobs': () => ['/jobs', '/jobs?q=workshop&remote=yes&employmentType=contract&sort=session'],
  '/jobs/:id': (ids) => [`/jobs/${ids.job}`],
  '/topics/:slug': (ids) => [`/topics/${ids.topic}`],
  '/facilitators': () => ['/facilitators', '/facilitators?q=strategy'],
  '/facilitators/:id': (ids) => [`/facilitators/${ids.facilitator}`],
  '/companies/:id': (ids) => [`/companies/${ids.company}`],
  // Links whose token is not valid: the pages say so.
  '/reset-password': () => ['/reset-password?token=not-a-token'],
  '/account/email/confirm/:token': () => ['/account/email/confirm/not-a-token'],
  '/alerts/unsubscribe/:token': () => ['/alerts/unsubscribe/not-a-token'],
  '/join/:token': () => ['/join/not-a-token'],
  '/references/:token': () => ['/references/not-a-token'],
  '*': () => ['/no-such-page'],
  '/jobs/:id/edit': (ids) => [`/jobs/${ids.ownJob}/edit`],
  '/jobs/:id/preview': (ids) => [`/jobs/${ids.ownJob}/preview`],
  '/jobs/:id/extend': (ids) => [`/jobs/${ids.ownJob}/extend`],
  '/company/jobs/:id/applicants': (ids) => [`/company/jobs/${ids.ownJob}/applicants`],
  '/company/jobs/:id/insights': (ids) => [`/company/jobs/${ids.ownJob}/insights`],
  '/messages/:id': (ids) => [`/messages/${ids.conversation}`],
  '/engagements/:id': (ids) => [`/engagements/${ids.engagement}`],
  // An offer still open: the review page says it waits for completion, the follow-up page that none is open.
  '/engagements/:id/review': (ids) => [`/engagements/${ids.engagement}/review`],
  '/engagements/:id/follow-up': (ids) => [`/engagements/${ids.engagement}/follow-up`],
};

const GUARDS: Record<Role, readonly (string | undefined)[]> = {
  visitor: [undefined],
  company: ['signed-in', 'company'],
  facilitator: ['signed-in', 'facilitator'],
};

/** The German addresses of every page of pages.ts that `role` may open. */
function addressesOf(role: Role, ids: Ids): string[] {
  return PAGES.filter((page) => GUARDS[role].includes('guard' in page ? page.guard : undefined)).flatMap(
    (page) => {
      const variants = VARIANTS[page.path]?.(ids) ?? [page.path];
      for (const address of variants) expect(address, `a value for ${page.path}`).not.toMatch(/:|undefined/);
      return variants.map((address) => (address === '/' ? '/de' : `/de${address}`));
    },
  );
}

const firstId = async (request: APIRequestContext, url: string) => {
  const res = await request.get(url);
  expect(res.ok(), url).toBeTruthy();
  const { items } = (await res.json()) as { items: { id: string }[] };
  expect(items.length, `${url} lists something`).toBeGreaterThan(0);
  return items[0].id;
};

/** Waits until the page shows its data: its heading, and no skeleton or spinner left. */
async function settled(page: Page) {
  await expect(page.locator('main#main h1').first()).toBeVisible();
  await expect(page.locator('.animate-pulse, .animate-spin')).toHaveCount(0);
}

/**
 * Opens every address in turn and answers what is not German on each: `<html lang>`, English UI text (a
 * user's own text is marked with its language and left out) and the findings of axe's language-bound rules
 * (the English twins' own checks run all of them), each with its address.
 */
async function walk(page: Page, addresses: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const address of addresses) {
    await test.step(address, async () => {
      await page.goto(address);
      await settled(page);
      const lang = await page.locator('html').getAttribute('lang');
      if (lang !== 'de') problems.push(`${address}: <html lang="${lang}">`);
      for (const { found, text } of englishIn(await uiTexts(page)))
        problems.push(`${address}: ${found} in "${text}"`);
      try {
        await expectNoLanguageBoundA11yViolations(page);
      } catch (error) {
        problems.push(`${address}: ${(error as Error).message.split('\n').slice(0, 12).join('\n')}`);
      }
    });
  }
  return problems;
}

const expectNone = (problems: string[]) =>
  expect(problems, 'English text and accessibility problems on German pages').toEqual([]);

/**
 * A context of its own with a user of the type signed in who chose German (Account settings → Language),
 * and whose API requests ask for German as the German pages' do.
 */
async function germanUser(
  browser: Browser,
  userType: 'company' | 'facilitator',
  names: Record<string, string>,
) {
  const context = await newContext(browser, { baseURL: E2E_BASE_URL });
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: E2E_BASE_URL }]);
  const page = await context.newPage();
  // Signed up in English: the helper reads the English confirmation mail.
  await signUpVerified(page, userType, names);
  const language = await page.request.patch('/api/account/language', {
    headers: { origin: E2E_BASE_URL },
    data: { locale: 'de' },
  });
  expect(language.ok(), await language.text()).toBeTruthy();
  await context.setExtraHTTPHeaders({ 'accept-language': 'de' });
  return { context, page };
}

test.describe('every page in German', () => {
  test('the public pages show no English UI text', async ({ page }) => {
    test.setTimeout(240_000);
    // The unsubscribe and join pages' made-up tokens: the API refuses them, and the pages say the link is not
    // valid.
    allowConsoleErrors(/status of 400 .*\/api\/alerts\/unsubscribe\/not-a-token/);
    allowConsoleErrors(/status of 400 .*\/api\/organisation-invitations\/not-a-token/);
    allowConsoleErrors(/status of 404 .*\/api\/references\/not-a-token/);
    const ids: Ids = {
      job: await firstId(page.request, '/api/jobs'),
      facilitator: await firstId(page.request, '/api/facilitators'),
      company: await firstId(page.request, '/api/companies'),
    };
    await page.goto('/de/focus-areas');
    const topicLink = page.locator('main#main a[href^="/de/topics/"]').first();
    ids.topic = (await topicLink.getAttribute('href'))!.replace('/de/topics/', '');
    expectNone(await walk(page, addressesOf('visitor', ids)));
  });

  test('the signed-in pages of a company and a facilitator show no English UI text', async ({ browser }) => {
    // Two roles walk every signed-in page side by side, the review and follow-up pages included: minutes on a busy run.
    test.setTimeout(300_000);
    const [company, facilitator] = await Promise.all([
      germanUser(browser, 'company', { companyName: 'Hafenlicht Events' }),
      germanUser(browser, 'facilitator', { firstName: 'Jana', lastName: 'Krüger' }),
    ]);
    const facilitatorId = await listProfile(facilitator.page, E2E_BASE_URL, {
      firstName: 'Jana',
      lastName: 'Krüger',
      location: 'Hamburg, Deutschland',
    });
    // Something on every list: a job of the company's, an application to it, a conversation, saved items.
    const job = await postJob(company.page);
    await applyTo(facilitator.page, job.id, {
      coverLetter: 'Ich moderiere seit zehn Jahren Strategieklausuren, auf Deutsch und auf Englisch.',
      portfolioLinks: [],
    });
    const started = await company.page.request.post('/api/conversations', {
      headers: { origin: E2E_BASE_URL },
      data: { to: facilitatorId, body: 'Guten Tag! Haben Sie im Juni Zeit für einen Workshop?' },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { conversationId } = (await started.json()) as { conversationId: string };
    const saved = await facilitator.page.request.put(`/api/saved-jobs/${job.id}`, {
      headers: { origin: E2E_BASE_URL },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    const savedFacilitator = await company.page.request.put(`/api/saved-facilitators/${facilitatorId}`, {
      headers: { origin: E2E_BASE_URL },
      data: {},
    });
    expect(savedFacilitator.ok(), await savedFacilitator.text()).toBeTruthy();

    // An offer to the facilitator, some weeks ahead (the server refuses days before its business day).
    const day = (inDays: number) => new Date(Date.now() + inDays * 86_400_000).toISOString().slice(0, 10);
    const offered = await company.page.request.post('/api/engagements', {
      headers: { origin: E2E_BASE_URL },
      data: {
        source: { facilitatorId, jobId: job.id },
        terms: {
          sessions: [{ date: day(90), start: '09:00', end: '17:00' }],
          timeZone: 'Europe/Berlin',
          format: 'workshop',
          delivery: 'in_person',
          location: 'Hamburg',
          currency: 'EUR',
          lines: [
            { kind: 'facilitation_day', description: 'Klausurtag', quantity: 1, unitPriceMinor: 120_000 },
          ],
          vat: { mode: 'rate', rateBp: 1900 },
          paymentTermsDays: 14,
          cancellationTiers: [
            { minDaysBefore: 14, percent: 50 },
            { minDaysBefore: 0, percent: 100 },
          ],
          outcomes: ['Eine gemeinsame Strategie für drei Jahre', 'Verantwortliche für die ersten Vorhaben'],
        },
        message: 'Wir freuen uns auf Ihre Antwort.',
      },
    });
    expect(offered.status(), await offered.text()).toBe(201);
    const { engagement } = (await offered.json()) as { engagement: { id: string } };

    // No follow-up is open on an offer: its page reads a 404 and says so.
    allowConsoleErrors(/status of 404 .*\/api\/engagements\/[^/]+\/follow-up/);
    const ids: Ids = { ownJob: job.id, conversation: conversationId, engagement: engagement.id };
    const problems = await Promise.all([
      walk(company.page, addressesOf('company', ids)),
      walk(facilitator.page, addressesOf('facilitator', ids)),
    ]);
    await Promise.all([company.context.close(), facilitator.context.close()]);
    expectNone(problems.flat());
  });
});
