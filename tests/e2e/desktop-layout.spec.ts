import type { Page } from '@playwright/test';
import type { JobListResponse } from '../../src/shared/jobs';
import type { CompanyDirectoryPage, FacilitatorDirectoryPage } from '../../src/shared/profiles';
import { expect, expectNoA11yViolations, signedInContext, test } from './fixtures';

/**
 * What sticks out of the box it sits in, in the page's main region: an element wider than its parent, or
 * placed past its edges. Boxes that scroll or clip their content on purpose, and what is taken out of the
 * flow (absolute, fixed), are left out; so is SVG's inside. One line per element: its tag, text and box.
 */
async function overflowsIn(page: Page): Promise<string[]> {
  return page.locator('main#main').evaluate((main) => {
    const found: string[] = [];
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    for (const element of main.querySelectorAll('*')) {
      const parent = element.parentElement;
      if (!parent || (element.closest('svg') !== null && element.tagName !== 'svg')) continue;
      const style = getComputedStyle(element);
      if (style.position === 'absolute' || style.position === 'fixed' || style.display === 'none') continue;
      if (clips(parent)) continue;
      const box = element.getBoundingClientRect();
      const outer = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < outer.left - 1 || box.right > outer.right + 1) {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        found.push(
          `<${element.tagName.toLowerCase()}> "${text}" spans ${Math.round(box.left)}–${Math.round(box.right)} px in a parent of ${Math.round(outer.left)}–${Math.round(outer.right)} px`,
        );
      }
    }
    return found;
  });
}

const WIDTHS = [1024, 1280, 1440];

test.describe('desktop layouts hold from 1024 to 1440 px', () => {
  test('public pages: nothing sticks out of its box', async ({ page, request }) => {
    const jobs = (await (await request.get('/api/jobs?pageSize=1')).json()) as JobListResponse;
    const facilitators = (await (
      await request.get('/api/facilitators?pageSize=1')
    ).json()) as FacilitatorDirectoryPage;
    const companies = (await (await request.get('/api/companies?pageSize=1')).json()) as CompanyDirectoryPage;
    const paths = [
      '/',
      '/jobs',
      `/jobs/${jobs.items[0].id}`,
      '/facilitators',
      `/facilitators/${facilitators.items[0].id}`,
      '/companies',
      `/companies/${companies.items[0].id}`,
      '/focus-areas',
      '/topics/design-thinking',
    ];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        expect(await overflowsIn(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test("a company's view of a facilitator and of its dashboard: every action stays in its card", async ({
    browser,
    baseURL,
  }) => {
    const company = await signedInContext(browser, baseURL!, 'company', { companyName: 'Layout Check Ltd' });
    const facilitators = (await (
      await company.page.request.get('/api/facilitators?pageSize=1')
    ).json()) as FacilitatorDirectoryPage;
    for (const width of WIDTHS) {
      await company.page.setViewportSize({ width, height: 900 });
      await company.page.goto(`/facilitators/${facilitators.items[0].id}`);
      await expect(company.page.getByRole('button', { name: 'Invite to apply' })).toBeVisible();
      expect(await overflowsIn(company.page), `a facilitator page at ${width} px`).toEqual([]);
      if (width === 1024) await expectNoA11yViolations(company.page);
      await company.page.goto('/company/dashboard');
      expect(await overflowsIn(company.page), `the dashboard at ${width} px`).toEqual([]);
    }
    await company.context.close();
  });
});
