import type { Locator, Page } from '@playwright/test';
import { FOCUS_AREAS, focusAreaBySlug } from '../../src/shared/focus-areas';
import { TOPICS } from '../../src/shared/topics/topics';
import { expect, expectNoA11yViolations, signInAsAdmin, test, unique } from './fixtures';

const SPEC_COUNTS: Record<string, number> = {
  'design-thinking': 42,
  'team-building': 36,
  'strategic-planning': 29,
  'training-development': 51,
  'leadership-development': 38,
  innovation: 43,
  'conflict-resolution': 25,
  'change-management': 31,
  'diversity-inclusion': 27,
  'performance-improvement': 33,
  'agile-scrum': 39,
  'digital-transformation': 34,
};

/**
 * The count shown is live from the database. On a fresh start it equals the
 * spec's number (asserted exactly in the server tests); other e2e tests post
 * jobs into the same server meanwhile, so here it is at least that number.
 */
async function expectLiveCount(container: Locator, slug: string) {
  await expect(container).toContainText(/\d+ jobs?/);
  const shown = Number((await container.textContent())?.match(/(\d+) jobs?/)?.[1]);
  expect(shown).toBeGreaterThanOrEqual(SPEC_COUNTS[slug]);
}

async function search(page: Page, keyword: string, location: string) {
  await page.getByLabel('Keyword').fill(keyword);
  await page.getByLabel('Location').fill(location);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('home', () => {
  test('search goes to /jobs with trimmed q and location, each only when filled', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Keyword')).toHaveAttribute('placeholder', 'Job title, keyword...');
    await expect(page.getByLabel('Location')).toHaveAttribute('placeholder', 'City, state, or country');
    await expectNoA11yViolations(page);

    // Both empty (or blank): nothing happens. The app takes both searches (it cancels the browser's own
    // submission), and the blank one goes nowhere: the page's only navigation is the next search's.
    await page.evaluate(() => {
      const submissions: boolean[] = [];
      Object.assign(window, { submissions });
      window.addEventListener('submit', (event) => submissions.push(event.defaultPrevented));
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url().replace(/^https?:\/\/[^/]+/, ''));
    });
    await search(page, '   ', ' ');
    await expect(page).toHaveURL(/\/$/);

    await search(page, '  trainer ', ' Berlin ');
    await expect(page).toHaveURL(/\/jobs\?q=trainer&location=Berlin$/);
    expect(await page.evaluate(() => (window as unknown as { submissions: boolean[] }).submissions)).toEqual([
      true,
      true,
    ]);
    expect(navigations).toEqual(['/jobs?q=trainer&location=Berlin']);

    await page.goto('/');
    await search(page, ' design sprint ', '');
    await expect(page).toHaveURL(/\/jobs\?q=design\+sprint$/);

    await page.goto('/');
    await search(page, '', '  Lisbon, Portugal ');
    await expect(page).toHaveURL(/\/jobs\?location=Lisbon%2C\+Portugal$/);
  });

  test('four focus-area cards with live counts, Explore All, and every call to action', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Popular focus areas' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const expected = [
      ['Design Thinking', 'design-thinking'],
      ['Team Building', 'team-building'],
      ['Strategic Planning', 'strategic-planning'],
      ['Training & Development', 'training-development'],
    ] as const;
    for (const [index, [title, slug]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', `/topics/${slug}`);
      await expectLiveCount(card, slug);
    }
    await expect(page.getByRole('link', { name: 'Explore All Focus Areas' })).toHaveAttribute(
      'href',
      '/focus-areas',
    );
    for (const name of [
      'Join as Facilitator',
      'Post a Job',
      'Request Facilitator Access',
      'Post Job Inquiry',
      'Get Started',
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        '/auth',
      );
    }

    // The whole card is clickable through its title link.
    await cards.nth(1).getByRole('link', { name: 'Team Building' }).click();
    await expect(page).toHaveURL(/\/topics\/team-building$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Building');

    await page.goto('/');
    await page.getByRole('link', { name: 'Explore All Focus Areas' }).click();
    await expect(page).toHaveURL(/\/focus-areas$/);
  });

  test('looks deliberate on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoA11yViolations(page);
  });
});

test.describe('focus areas and topics', () => {
  test('/focus-areas lists the twelve topics with live counts and its two buttons', async ({ page }) => {
    await page.goto('/focus-areas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facilitation Focus Areas');
    await expect(page).toHaveTitle('Facilitation Focus Areas | FacilitatorHub');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(12);
    for (const [index, topic] of TOPICS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: topic.title, exact: true })).toHaveAttribute(
        'href',
        `/topics/${topic.slug}`,
      );
      await expectLiveCount(card, topic.slug);
      await expect(card).toContainText(topic.description);
    }
    await expect(page.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/job-search');
    await expect(page.getByRole('main').getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/post-job',
    );
    await expectNoA11yViolations(page);
  });

  // One test per topic: all twelve are walked, in parallel.
  for (const topic of TOPICS) {
    test(`/topics/${topic.slug} shows every section`, async ({ page }) => {
      const area = focusAreaBySlug(topic.slug)!;
      await page.goto(`/topics/${topic.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
      await expect(page).toHaveTitle(`${topic.title} | FacilitatorHub`);
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
        'content',
        topic.description,
      );

      const main = page.getByRole('main');
      const sections = [
        'Overview',
        'Key Benefits',
        'The Facilitation Process',
        'Case Studies',
        'Essential Skills',
        'Popular Methodologies',
        ...(topic.faq.length ? ['Frequently Asked Questions'] : []),
        'Recommended Tools',
        'Open Jobs',
        'Quick Facts',
        'Ready to Get Started',
        'Related Focus Areas',
      ];
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(sections);
      const region = (name: string) => main.getByRole('region', { name, exact: true });

      const overview = region('Overview');
      await expect(overview.getByRole('paragraph')).toHaveCount(topic.longDescription.length);
      await expect(overview).not.toContainText('](');
      await expect(region('Key Benefits').getByRole('listitem')).toHaveCount(topic.benefits.length);

      // Numbered phases with their activities, case studies with outcomes, skills, accordions, tools.
      const process = region('The Facilitation Process');
      for (const [index, phase] of topic.processPhases.entries()) {
        await expect(
          process.getByRole('heading', { level: 3, name: `Phase ${index + 1}: ${phase.phase}` }),
        ).toBeVisible();
        await expect(
          process.getByRole('list', { name: `${phase.phase} activities` }).getByRole('listitem'),
        ).toHaveCount(phase.activities.length);
      }
      const cases = region('Case Studies');
      for (const study of topic.caseStudies) {
        await expect(cases.getByRole('heading', { level: 3, name: study.title })).toBeVisible();
        await expect(cases.getByText(study.outcome)).toBeVisible();
      }
      await expect(region('Essential Skills').getByRole('listitem')).toHaveText(topic.keySkills);
      await expect(region('Popular Methodologies').getByRole('button')).toHaveText(
        topic.methodologies.map((m) => m.name),
      );
      if (topic.faq.length) {
        await expect(region('Frequently Asked Questions').getByRole('button')).toHaveText(
          topic.faq.map((f) => f.question),
        );
      }
      await expect(region('Recommended Tools').getByRole('heading', { level: 3 })).toHaveText(
        topic.tools.map((t) => t.name),
      );

      // Side panel: the live count linking to the job list, quick facts, next steps, related areas.
      const aside = page.getByRole('complementary', { name: `About ${topic.title}` });
      await expectLiveCount(aside, topic.slug);
      await expect(aside.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute(
        'href',
        `/jobs?focusArea=${area.id}`,
      );
      for (const fact of topic.quickFacts)
        await expect(aside.getByText(fact.value, { exact: true })).toBeVisible();
      await expect(aside.getByRole('link', { name: 'Find Facilitators' })).toHaveAttribute(
        'href',
        '/facilitators',
      );
      await expect(aside.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job');
      const related = aside.getByRole('navigation', { name: 'Related Focus Areas' }).getByRole('link');
      await expect(related).toHaveCount(11);
      const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.sort()).toEqual(
        FOCUS_AREAS.filter((a) => a.slug !== topic.slug)
          .map((a) => `/topics/${a.slug}`)
          .sort(),
      );

      await expectNoA11yViolations(page);
    });
  }

  test('accordions open one item at a time and collapse', async ({ page }) => {
    await page.goto('/topics/design-thinking');
    const diamond = page.getByRole('button', { name: 'Double Diamond' });
    const sprint = page.getByRole('button', { name: 'Design Sprint', exact: true });
    await expect(diamond).toHaveAttribute('aria-expanded', 'false');
    await diamond.click();
    await expect(diamond).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/UK Design Council model/)).toBeVisible();
    await sprint.click();
    await expect(sprint).toHaveAttribute('aria-expanded', 'true');
    await expect(diamond).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/UK Design Council model/)).toBeHidden();
    await sprint.click();
    await expect(sprint).toHaveAttribute('aria-expanded', 'false');

    // The FAQ is its own accordion: opening a question leaves the methodologies alone.
    await diamond.click();
    const remote = page.getByRole('button', { name: 'Can design thinking work remotely?' });
    await remote.click();
    await expect(remote).toHaveAttribute('aria-expanded', 'true');
    await expect(diamond).toHaveAttribute('aria-expanded', 'true');
    await expectNoA11yViolations(page);
  });

  test('design thinking links to innovation, training and development, and strategic planning', async ({
    page,
  }) => {
    await page.goto('/topics/design-thinking');
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByRole('link', { name: 'innovation' })).toHaveAttribute(
      'href',
      '/topics/innovation',
    );
    await expect(overview.getByRole('link', { name: 'training and development' })).toHaveAttribute(
      'href',
      '/topics/training-development',
    );
    await expect(overview.getByRole('link', { name: 'strategic planning' })).toHaveAttribute(
      'href',
      '/topics/strategic-planning',
    );
    await expect(overview).not.toContainText('](');
    await overview.getByRole('link', { name: 'training and development' }).click();
    await expect(page).toHaveURL(/\/topics\/training-development$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training & Development');
  });

  test('change management has no FAQ', async ({ page }) => {
    await page.goto('/topics/change-management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change Management');
    await expect(page.getByRole('heading', { name: 'Popular Methodologies' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toHaveCount(0);
  });

  test('unknown slug shows Topic Not Found', async ({ page }) => {
    await page.goto('/topics/underwater-basket-weaving');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topic Not Found');
    await expect(
      page.getByText("The topic you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page).toHaveTitle('Topic Not Found | FacilitatorHub');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'View All Focus Areas' }).click();
    await expect(page).toHaveURL(/\/focus-areas$/);
  });
});

test.describe('request access', () => {
  test('submit, thank-you view with the address, and Submit Another Request', async ({ page }) => {
    const email = `e2e-${unique()}@example.com`;
    await page.goto('/request-access');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Access');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('radio', { name: /^Facilitator/ })).toBeChecked();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel('Full Name').fill('Erin Example');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('radio', { name: /Company \(Posting Jobs\)/ }).check();
    await page.getByLabel('Message').fill('We run quarterly offsites and need a facilitator.');
    await page.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You');
    await expect(page.getByText('Your access request has been received successfully')).toBeVisible();
    await expect(page.getByText(/review(ed)? .*within 1-2 business days/)).toBeVisible();
    await expect(page.getByText(/email with account setup instructions/)).toContainText(email);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Access');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email Address')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByRole('radio', { name: /^Facilitator/ })).toBeChecked();

    // A repeat from the same address is accepted the same way.
    await page.getByLabel('Full Name').fill('Erin Example');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You');
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('admin sees the request and marks it handled', async ({ page, baseURL }) => {
    const email = `e2e-admin-${unique()}@example.com`;
    const name = `Quinn ${unique()}`;
    const submitted = await page.request.post('/api/access-requests', {
      data: { name, email, role: 'facilitator', message: 'I facilitate design sprints.' },
      headers: { origin: baseURL! },
    });
    expect(submitted.status()).toBe(201);

    // Signed out: the guard sends the visitor to /auth.
    await page.goto('/admin/access-requests');
    await expect(page).toHaveURL(/\/auth$/);

    await signInAsAdmin(page);

    await page.goto('/admin/access-requests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Requests');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText(name);
    await expect(row).toContainText('Facilitator');
    await expect(row).toContainText('I facilitate design sprints.');
    await expect(row).toContainText('New');
    await expectNoA11yViolations(page);

    await row.getByRole('button', { name: /Mark handled/ }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Marked as handled' });
    await expect(toast).toContainText(email);
    // Dismiss it, so that axe below looks at the page rather than a toast in mid-animation.
    await toast.getByRole('button', { name: /close/i }).click();
    await expect(toast).toHaveCount(0);

    await page.getByRole('tab', { name: 'Handled' }).click();
    await expect(page).toHaveURL(/status=handled/);
    const handledRow = page.getByRole('row').filter({ hasText: email });
    await expect(handledRow).toContainText('Handled');
    await expect(handledRow.getByRole('button', { name: /Mark handled/ })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
});
