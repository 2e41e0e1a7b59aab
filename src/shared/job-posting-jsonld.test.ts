import { describe, expect, it } from 'vitest';
import {
  buildJobPostingJsonLd,
  countryCode,
  jobDescriptionHtml,
  parseSalary,
  serializeJsonLd,
  type JobPostingInput,
} from './job-posting-jsonld';

const job = (overrides: Partial<JobPostingInput> = {}): JobPostingInput => ({
  id: '3f1c6a52-8c1e-4c59-9d8e-2f0a4b7c1d23',
  title: 'Lead Design Sprint Facilitator',
  companyName: 'Northwind Labs',
  location: 'Berlin, Germany',
  salary: '€900–€1,200 per day',
  remote: 'hybrid',
  employmentType: 'contract',
  description: 'We rebuild our product.\n\nYou lead three sprints.',
  requirements: '- Five years of design sprints\n- Fluent English',
  responsibilities: '- Plan the sprints\n- Coach two designers',
  postedAt: '2026-11-20T10:00:00.000Z',
  applicationDeadline: '2027-01-15',
  status: 'published',
  company: {
    name: 'Northwind Labs',
    website: 'https://northwind-labs.example',
    logoUrl: '/uploads/logo.webp',
  },
  ...overrides,
});

/** Google's required JobPosting properties, and the remote-job rule. */
function expectGoogleRequired(data: Record<string, unknown>) {
  expect(data['@context']).toBe('https://schema.org/');
  expect(data['@type']).toBe('JobPosting');
  expect(typeof data.title).toBe('string');
  expect(String(data.description).length).toBeGreaterThan(0);
  expect(Number.isNaN(Date.parse(String(data.datePosted)))).toBe(false);
  expect((data.hiringOrganization as { name?: string }).name).toBeTruthy();
  const hasPlace = (data.jobLocation as { address?: { addressLocality?: string } } | undefined)?.address
    ?.addressLocality;
  expect(Boolean(hasPlace) || data.jobLocationType === 'TELECOMMUTE').toBe(true);
}

describe('buildJobPostingJsonLd', () => {
  it('has every required property for an on-site or hybrid job', () => {
    const data = buildJobPostingJsonLd(job(), { origin: 'https://facilitatorhub.example' })!;
    expectGoogleRequired(data);
    expect(data).toMatchObject({
      title: 'Lead Design Sprint Facilitator',
      datePosted: '2026-11-20T10:00:00.000Z',
      validThrough: '2027-01-15',
      employmentType: 'CONTRACTOR',
      directApply: true,
      url: 'https://facilitatorhub.example/jobs/3f1c6a52-8c1e-4c59-9d8e-2f0a4b7c1d23',
      identifier: {
        '@type': 'PropertyValue',
        name: 'FacilitatorHub',
        value: '3f1c6a52-8c1e-4c59-9d8e-2f0a4b7c1d23',
      },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Northwind Labs',
        sameAs: 'https://northwind-labs.example',
        logo: 'https://facilitatorhub.example/uploads/logo.webp',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 900, maxValue: 1200, unitText: 'DAY' },
      },
    });
    expect(data.jobLocationType).toBeUndefined();
  });

  it('marks a remote job TELECOMMUTE with the countries it names, and no invented place', () => {
    const data = buildJobPostingJsonLd(job({ remote: 'yes', location: 'Remote (Ireland & UK)' }))!;
    expectGoogleRequired(data);
    expect(data.jobLocation).toBeUndefined();
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'IE' },
      { '@type': 'Country', name: 'GB' },
    ]);
    expect(
      buildJobPostingJsonLd(job({ remote: 'yes', location: 'Remote (United States)' }))!
        .applicantLocationRequirements,
    ).toEqual({
      '@type': 'Country',
      name: 'US',
    });
  });

  it('leaves applicantLocationRequirements out when the region is not a list of countries', () => {
    for (const location of ['Remote (Europe)', 'Remote', 'Remote (US Eastern time)', 'Anywhere']) {
      const data = buildJobPostingJsonLd(job({ remote: 'yes', location }))!;
      expectGoogleRequired(data);
      expect(data.applicantLocationRequirements, location).toBeUndefined();
    }
  });

  it('keeps an unknown place as written, without a country', () => {
    const data = buildJobPostingJsonLd(job({ remote: 'no', location: 'Springfield' }))!;
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Springfield' },
    });
    expect(countryCode('Lyon, France')).toBe('FR');
    expect(countryCode('Atlantis')).toBeUndefined();
  });

  it('maps every employment type', () => {
    expect(buildJobPostingJsonLd(job({ employmentType: 'full-time' }))!.employmentType).toBe('FULL_TIME');
    expect(buildJobPostingJsonLd(job({ employmentType: 'part-time' }))!.employmentType).toBe('PART_TIME');
    expect(buildJobPostingJsonLd(job({ employmentType: 'contract' }))!.employmentType).toBe('CONTRACTOR');
    expect(buildJobPostingJsonLd(job({ employmentType: 'one-time' }))!.employmentType).toBe('TEMPORARY');
  });

  it('omits what is unknown: deadline, website, logo, salary, url', () => {
    const data = buildJobPostingJsonLd(
      job({ applicationDeadline: null, salary: 'Competitive', company: null }),
    )!;
    expectGoogleRequired(data);
    expect(data.validThrough).toBeUndefined();
    expect(data.baseSalary).toBeUndefined();
    expect(data.url).toBeUndefined();
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Northwind Labs' });
    // A relative logo cannot be made absolute without the origin.
    expect(buildJobPostingJsonLd(job())!.hiringOrganization).not.toHaveProperty('logo');
  });

  it('is null for drafts and closed jobs', () => {
    expect(buildJobPostingJsonLd(job({ status: 'draft', postedAt: null }))).toBeNull();
    expect(buildJobPostingJsonLd(job({ status: 'closed' }))).toBeNull();
  });
});

describe('jobDescriptionHtml', () => {
  it('escapes the text and turns "- " lines into lists', () => {
    const html = jobDescriptionHtml({
      description: 'Fun & games <script>alert(1)</script>\n\nSecond "paragraph".',
      requirements: '- One\n- Two <b>',
      responsibilities: '',
    });
    expect(html).toBe(
      '<p>Fun &amp; games &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Second &quot;paragraph&quot;.</p>' +
        '<h3>Requirements</h3><ul><li>One</li><li>Two &lt;b&gt;</li></ul>',
    );
  });
});

describe('parseSalary', () => {
  it.each([
    ['€650–€900 per day', { currency: 'EUR', minValue: 650, maxValue: 900, unitText: 'DAY' }],
    ['€900–€1,200 per day', { currency: 'EUR', minValue: 900, maxValue: 1200, unitText: 'DAY' }],
    ['$68,000–$78,000 per year', { currency: 'USD', minValue: 68000, maxValue: 78000, unitText: 'YEAR' }],
    ['CA$140–CA$170 per hour', { currency: 'CAD', minValue: 140, maxValue: 170, unitText: 'HOUR' }],
    ['A$95–A$120 per hour', { currency: 'AUD', minValue: 95, maxValue: 120, unitText: 'HOUR' }],
    ['£700 - £850 per day', { currency: 'GBP', minValue: 700, maxValue: 850, unitText: 'DAY' }],
    ['€650–900 per day', { currency: 'EUR', minValue: 650, maxValue: 900, unitText: 'DAY' }],
    ['£45 an hour', { currency: 'GBP', minValue: 45, unitText: 'HOUR' }],
    ['€60k to €70k per annum', { currency: 'EUR', minValue: 60000, maxValue: 70000, unitText: 'YEAR' }],
    ['EUR 800/day', { currency: 'EUR', minValue: 800, unitText: 'DAY' }],
  ])('reads %s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each([
    'Competitive',
    '$4,000 fixed fee',
    '$38,000 fixed fee',
    'DOE',
    '€900–£1,200 per day',
    '€900–€500 per day',
    '900–1,200 per day',
    'up to €900 per day',
    '€900–€1,200–€1,500 per day',
    '',
    null,
  ])('skips %s', (text) => {
    expect(parseSalary(text)).toBeUndefined();
  });
});

describe('serializeJsonLd', () => {
  it('cannot end the script element early', () => {
    const text = serializeJsonLd({ title: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script> & \u2028' });
  });
});
