import { StrictMode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { topicBySlug } from '../../../shared/topics/topics';
import { LocaleProvider } from '../../lib/i18n';
import { stubFetch } from '../../test/fake-api';
import { expectLinks } from '../../test/links';
import { Component as TopicPage, loader } from './topic-page';

beforeEach(() => {
  stubFetch(() => Response.json({ counts: {} }));
});
afterEach(() => vi.unstubAllGlobals());

/**
 * The guide as the app shows it: loaded by its route's loader, in StrictMode (which renders twice); in
 * German below the language's prefix, the router's basename.
 */
function renderGuide(slug: string, locale: 'en' | 'de' = 'en') {
  const prefix = locale === 'de' ? '/de' : '';
  const router = createMemoryRouter(
    [{ path: '/topics/:slug', Component: TopicPage, loader, HydrateFallback: () => null }],
    { initialEntries: [`${prefix}/topics/${slug}`], basename: prefix || undefined },
  );
  render(
    <StrictMode>
      <LocaleProvider value={locale}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>,
  );
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

describe('a topic guide', () => {
  it('links the methods its sections mention to their descriptions, once per section', async () => {
    renderGuide('change-management');
    const cases = await section('Case Studies');
    expectLinks(cases, { 'Open Space': '/methods#open-space' });

    const methodologies = await section('Popular Methodologies');
    await userEvent.click(within(methodologies).getByRole('button', { name: 'Large-group interventions' }));
    const panel = within(methodologies).getByRole('region', { name: 'Large-group interventions' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Open Space Technology', '/methods#open-space'],
      ['World Cafe', '/methods#world-cafe'],
      ['Future Search', '/methods#future-search'],
    ]);
  });

  it('links a method that only a methodology name mentions from its panel', async () => {
    renderGuide('agile-scrum');
    const methodologies = await section('Popular Methodologies');
    await userEvent.click(within(methodologies).getByRole('button', { name: 'Liberating Structures' }));
    const panel = within(methodologies).getByRole('region', { name: 'Liberating Structures' });
    expectLinks(panel, { 'About Liberating Structures': '/methods#liberating-structures' });
  });

  it('labels every case study as an example', async () => {
    renderGuide('strategic-planning');
    const cases = await section('Case Studies');
    const studies = within(cases).getAllByRole('article');
    expect(studies).toHaveLength(topicBySlug('strategic-planning')!.caseStudies.length);
    for (const study of studies) expect(within(study).getByText('Example')).toBeVisible();
  });
});

describe('a topic guide in German', () => {
  it('shows the German guide, with its links and its frame in German', async () => {
    stubFetch(() => Response.json({ counts: { 'team-building': 3 } }));
    renderGuide('team-building', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teamentwicklung' })).toBeVisible();
    const overview = await section('Überblick');
    // Links inside the guide stay in German.
    expectLinks(overview, {
      Konfliktlösung: '/de/topics/conflict-resolution',
      Führungskräfteentwicklung: '/de/topics/leadership-development',
    });
    const cases = await section('Fallbeispiele');
    expect(within(cases).getAllByText('Beispiel')).toHaveLength(2);
    const aside = screen.getByRole('complementary', { name: 'Mehr zu Teamentwicklung' });
    expect(await within(aside).findByText('3 Jobs')).toBeVisible();
    expectLinks(aside, { 'Digitale Transformation': '/de/topics/digital-transformation' });
    expect(screen.getByRole('link', { name: 'Schwerpunkte' })).toHaveAttribute('href', '/de/focus-areas');
    expect(screen.queryByText('Case Studies')).toBeNull();
  });
});
