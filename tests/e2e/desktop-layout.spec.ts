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

/**
 * Why the header is not one line, if it is not: a link or button of its bar whose text breaks onto a second
 * line, one that sits in another row than the others, or one past the bar's edges; a header taller than its
 * 64 px bar. One line per finding.
 */
async function headerBreaks(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const found: string[] = [];
    /** The lines a control's visible text takes: the tops of its text's boxes, a line-height apart. */
    const linesOf = (control: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text only for screen readers (sr-only) is a 1 px box its words wrap in.
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
    };
    const height = header.getBoundingClientRect().height;
    if (height > 65) found.push(`the header is ${Math.round(height)} px tall`);
    const bar = header.firstElementChild as HTMLElement;
    const style = getComputedStyle(bar);
    const outer = bar.getBoundingClientRect();
    const left = outer.left + parseFloat(style.paddingLeft);
    const right = outer.right - parseFloat(style.paddingRight);
    const controls = [...bar.querySelectorAll('a, button')].filter(
      (e) => e.getBoundingClientRect().width > 0,
    );
    const middles = controls.map((e) => {
      const box = e.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    const row = Math.min(...middles);
    controls.forEach((control, i) => {
      const name =
        (control.textContent || control.getAttribute('aria-label') || '').trim() || control.tagName;
      const box = control.getBoundingClientRect();
      const lines = linesOf(control);
      if (lines > 1) found.push(`"${name}" breaks onto ${lines} lines`);
      if (middles[i]! - row > 2)
        found.push(`"${name}" sits ${Math.round(middles[i]! - row)} px below the others`);
      if (box.left < left - 1 || box.right > right + 1)
        found.push(
          `"${name}" spans ${Math.round(box.left)}–${Math.round(box.right)} px, the bar ${Math.round(left)}–${Math.round(right)} px`,
        );
    });
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

test.describe('the header is one line from 1024 px, in English and German', () => {
  /** The account menu's button in each language: the header's signed-in part has loaded once it shows. */
  const ACCOUNT = {
    company: { en: 'Company Account', de: 'Unternehmenskonto' },
    facilitator: { en: 'Facilitator Account', de: 'Facilitator-Konto' },
  } as const;

  async function checkHeader(
    page: Page,
    paths: Record<'en' | 'de', string>,
    ready?: Record<'en' | 'de', string>,
  ) {
    for (const locale of ['en', 'de'] as const) {
      await page.goto(paths[locale]);
      if (ready)
        await expect(page.getByRole('banner').getByRole('button', { name: ready[locale] })).toBeVisible({
          // The signed-in part of the header loads after the page (account-menu.tsx and the bell are lazy).
          timeout: 30_000,
        });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await headerBreaks(page), `${paths[locale]} at ${width} px`).toEqual([]);
      }
    }
  }

  test('signed out', async ({ page }) => {
    await checkHeader(page, { en: '/', de: '/de' });
  });

  for (const role of ['company', 'facilitator'] as const) {
    test(`signed in as a ${role}`, async ({ browser, baseURL }) => {
      const names: Record<string, string> =
        role === 'company'
          ? { companyName: 'Northwind Facilitation Partners' }
          : { firstName: 'Jean-Baptiste', lastName: 'Delacroix-Oyelaran' };
      const signedIn = await signedInContext(browser, baseURL!, role, names);
      await checkHeader(
        signedIn.page,
        { en: `/${role}/dashboard`, de: `/de/${role}/dashboard` },
        ACCOUNT[role],
      );
      await signedIn.context.close();
    });
  }
});
