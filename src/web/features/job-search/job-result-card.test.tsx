import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobSearchResult } from '../../../shared/job-search';
import { bareJobSearchResult } from '../../../shared/test/job-search-examples';
import { JobResultCard } from './job-result-card';
import { formatJobLocation, formatPostedDate } from './job-result-format';

const full: JobSearchResult = {
  job_id: 'j1',
  job_title: 'Workshop Facilitator',
  employer_name: 'Acme',
  employer_logo: 'https://logos.example/acme.png',
  job_city: 'Austin',
  job_state: 'TX',
  job_country: 'US',
  job_is_remote: true,
  job_description: 'Run workshops.',
  job_apply_link: 'https://jobs.example/apply',
  job_posted_at_datetime_utc: '2026-03-04T10:00:00.000Z',
  content_language: 'en',
};

const bare = bareJobSearchResult({ job_title: 'Trainer' });

describe('formatting', () => {
  it('joins city, state and country and marks remote jobs', () => {
    expect(formatJobLocation(full)).toBe('Austin, TX, US (Remote)');
    expect(formatJobLocation(bare)).toBe('Location N/A');
    expect(formatJobLocation({ ...bare, job_country: 'DE', job_is_remote: true })).toBe(
      'Location N/A, DE (Remote)',
    );
    // A location text that already says remote is not marked twice.
    expect(formatJobLocation({ ...bare, job_city: 'Remote (Europe)', job_is_remote: true })).toBe(
      'Remote (Europe)',
    );
  });

  it("shows 'N/A' for a missing date and 'Invalid Date' for an unparsable one", () => {
    expect(formatPostedDate(null)).toBe('N/A');
    expect(formatPostedDate('not a date')).toBe('Invalid Date');
    expect(formatPostedDate(full.job_posted_at_datetime_utc)).toBe('4 March 2026');
  });
});

describe('JobResultCard', () => {
  it('links the title and View & Apply to the apply link in a new tab', () => {
    render(<JobResultCard job={full} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', 'https://jobs.example/apply');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Workshop Facilitator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View & Apply/ })).toBeInTheDocument();
    expect(screen.getByText('Austin, TX, US (Remote)')).toBeInTheDocument();
    expect(screen.getByText('Run workshops.')).toHaveClass('line-clamp-2');
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://logos.example/acme.png');
  });

  it('shows every fallback when fields are missing', () => {
    render(<JobResultCard job={bare} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Trainer' })).toBeInTheDocument();
    expect(screen.getByText('Unknown Employer')).toBeInTheDocument();
    expect(screen.getByText('Location N/A')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getByText('Posted: N/A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Link Unavailable' })).toBeDisabled();
    expect(screen.getByTestId('employer-logo-placeholder')).toBeInTheDocument();
  });
});
