import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  buildJobPostingJsonLd,
  countryCode,
  jobDescriptionHtml,
  serializeJsonLd,
  type JobPostingInput,
} from './job-posting-jsonld';

const job = (overrides: Partial<JobPostingInput> = {}): JobPostingInput => ({
  id: '3f1c6a52-8c1e-4c59-9d8e-2f0a4b7c1d23',
  title: 'Lead Design Sprint Facilitator',
  companyName: 'Northwind Labs',
  location: 'Berlin, Germany',
  budget: { type: 'day-rate', min: 900, max: 1200, currency: 'EUR' },
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
    const data = buildJobPostingJsonLd(job({ applicationDeadline: null, budget: null, company: null }))!;
    expectGoogleRequired(data);
    expect(data.validThrough).toBeUndefined();
    expect(data.baseSalary).toBeUndefined();
    expect(data.url).toBeUndefined();
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Northwind Labs' });
    // A relative logo cannot be made absolute without the origin.
    expect(buildJobPostingJsonLd(job())!.hiringOrganization).not.toHaveProperty('logo');
  });

  it.each([
    ['salary', 'YEAR'],
    ['day-rate', 'DAY'],
    ['hourly-rate', 'HOUR'],
  ] as const)('takes baseSalary from a %s budget, per %s', (type, unitText) => {
    const range = buildJobPostingJsonLd(job({ budget: { type, min: 60, max: 90, currency: 'GBP' } }))!;
    expect(range.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', minValue: 60, maxValue: 90, unitText },
    });
    const single = buildJobPostingJsonLd(job({ budget: { type, min: 75, max: 75, currency: 'CHF' } }))!;
    expect(single.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CHF',
      value: { '@type': 'QuantitativeValue', value: 75, unitText },
    });
  });

  it('gives a fixed fee no baseSalary: Google knows salaries per period only', () => {
    const data = buildJobPostingJsonLd(
      job({ budget: { type: 'fixed-fee', min: 4000, max: 4000, currency: 'USD' } }),
    )!;
    expect(data.baseSalary).toBeUndefined();
  });

  it('takes baseSalary from the budget only, never from the budget note, which stays off the data', () => {
    // The job page passes the whole job, its note included.
    const withNote = (note: string, budget: JobPostingInput['budget']) =>
      buildJobPostingJsonLd({ ...job({ budget }), budgetNote: note } as JobPostingInput)!;
    for (const note of ['€900–€1,200 per day', '$68,000–$78,000 per year', '£45 an hour']) {
      const data = withNote(note, null);
      expect(data.baseSalary, note).toBeUndefined();
      expect(serializeJsonLd(data), note).not.toContain(note);
    }
    // The budget decides even when the note says otherwise.
    const data = withNote('£45 an hour', { type: 'day-rate', min: 500, max: 700, currency: 'EUR' });
    expect(data.baseSalary).toMatchObject({
      currency: 'EUR',
      value: { minValue: 500, maxValue: 700, unitText: 'DAY' },
    });
    expect(serializeJsonLd(data)).not.toContain('£45 an hour');
  });

  it('takes no free-text salary: the posting has none', () => {
    expectTypeOf<JobPostingInput>().not.toHaveProperty('salary');
    expectTypeOf<JobPostingInput>().not.toHaveProperty('budgetNote');
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

describe('serializeJsonLd', () => {
  it('cannot end the script element early', () => {
    const text = serializeJsonLd({ title: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script> & \u2028' });
  });
});
