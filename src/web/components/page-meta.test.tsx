import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { defaultDescription, homeTitle } from '../../shared/page-meta';
import { jobsFeedLink } from '../../shared/job-feeds';
import { PageMeta } from './page-meta';
import { PublicPage } from './page-shell';

const content = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map(
    (el) => el.getAttribute('content') ?? el.getAttribute('href') ?? el.textContent,
  );

describe('PageMeta', () => {
  beforeEach(() => {
    // What the server wrote into index.html for a direct load.
    document.head.innerHTML = `
      <title data-server-head>Server title</title>
      <meta name="description" content="Server description" data-server-head />
      <link rel="canonical" href="https://example.test/x" data-server-head />
      <link rel="alternate" type="application/rss+xml" title="Server feed" href="https://example.test/feed" data-server-head />
      <meta property="og:title" content="Server title" data-server-head />
      <script type="application/ld+json" data-server-head>{}</script>
      <meta name="theme-color" content="#4f46e5" />`;
  });

  it('replaces the server head with its own: one title, one description, one canonical', () => {
    renderWithProviders(<PageMeta title="Facilitation Jobs" description="Browse jobs." />, {
      url: '/jobs/?page=2',
    });
    expect(document.head.querySelectorAll('[data-server-head]')).toHaveLength(0);
    expect(document.title).toBe('Facilitation Jobs | FacilitatorHub');
    expect(content('title')).toEqual(['Facilitation Jobs | FacilitatorHub']);
    expect(content('meta[name="description"]')).toEqual(['Browse jobs.']);
    expect(content('meta[property="og:title"]')).toEqual(['Facilitation Jobs | FacilitatorHub']);
    expect(content('meta[property="og:description"]')).toEqual(['Browse jobs.']);
    expect(content('link[rel="canonical"]')).toEqual([`${window.location.origin}/jobs`]);
    expect(content('meta[property="og:url"]')).toEqual([`${window.location.origin}/jobs`]);
    expect(content('meta[name="twitter:card"]')).toEqual(['summary']);
    // Tags that are not the page's own stay.
    expect(content('meta[name="theme-color"]')).toEqual(['#4f46e5']);
  });

  it('falls back to the site title and description, and takes an explicit canonical path', () => {
    renderWithProviders(<PageMeta canonicalPath="/" />, { url: '/anything' });
    expect(document.title).toBe(homeTitle('en'));
    expect(content('meta[name="description"]')).toEqual([defaultDescription('en')]);
    expect(content('link[rel="canonical"]')).toEqual([`${window.location.origin}/`]);
  });

  it("links the page's feed in place of the server's, and none without one", () => {
    const feed = jobsFeedLink({ q: 'design & co', focusArea: 'agile' });
    const { unmount } = renderWithProviders(<PageMeta title="Facilitation Jobs" feed={feed} />, {
      url: '/jobs?q=design',
    });
    const links = [...document.head.querySelectorAll('link[rel="alternate"][type]')];
    expect(
      links.map((link) => [link.getAttribute('type'), link.getAttribute('title'), link.getAttribute('href')]),
    ).toEqual([
      [
        'application/rss+xml',
        'Facilitation jobs: Agile & Scrum · design & co',
        `${window.location.origin}/jobs/feed.xml?q=design+%26+co&focusArea=agile`,
      ],
    ]);
    unmount();
    renderWithProviders(<PageMeta title="About" />, { url: '/about' });
    expect(document.head.querySelectorAll('link[rel="alternate"][type]')).toHaveLength(0);
  });

  it('names the page in every language, English the default', () => {
    renderWithProviders(<PageMeta title="Facilitation Jobs" />, { url: '/jobs?q=design' });
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')];
    expect(alternates.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['en', `${window.location.origin}/jobs`],
      ['de', `${window.location.origin}/de/jobs`],
      ['x-default', `${window.location.origin}/jobs`],
    ]);
  });

  it('is what a public page links as its feed', () => {
    renderWithProviders(
      <PublicPage path="/jobs" title="Facilitation Jobs" description="Jobs." feed={jobsFeedLink({})}>
        <p>List</p>
      </PublicPage>,
      { url: '/jobs' },
    );
    expect(content('link[rel="alternate"][type="application/rss+xml"]')).toEqual([
      `${window.location.origin}/jobs/feed.xml`,
    ]);
  });

  it('works outside a router (no canonical then)', () => {
    render(<PageMeta title="Alone" />);
    expect(document.title).toBe('Alone | FacilitatorHub');
    expect(content('link[rel="canonical"]')).toEqual([]);
  });
});
