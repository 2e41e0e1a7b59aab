import type { FocusAreaId } from '../../../../shared/focus-areas';
import type { CompanySize } from '../../../../shared/constants';
import type {
  CredentialKind,
  Deliverable,
  DurationUnit,
  GroupSize,
  LanguageCode,
  SessionFormat,
  TravelOption,
  VirtualTool,
} from '../../../../shared/facilitation-options';
import type { MethodId } from '../../../../shared/methods';
import type { SessionRole } from '../../../../shared/facilitation';

export interface SeedCompany {
  key: string;
  name: string;
  website: string | null;
  industry: string;
  size: CompanySize;
  /** At least 50 characters, 2-4 sentences. */
  description: string;
  /** e.g. talent@northwind-labs.example — always the .example TLD. */
  email: string;
}

export interface SeedTestimonial {
  text: string;
  /** "Name, Role at Org" */
  author: string;
}

export interface SeedFacilitator {
  key: string;
  /** Always the .example TLD. */
  email: string;
  firstName: string;
  lastName: string;
  headline: string;
  /** At least 50 characters, 3-5 sentences. */
  bio: string;
  /** "City, Country" */
  location: string;
  yearsExperience: number;
  /** e.g. "€1,400 per day" or "$180 per hour": read into the profile's day or hourly rate (seed-money.ts). */
  rate: string;
  /** 2-4 focus areas. */
  focusAreas: FocusAreaId[];
  education: string[];
  /** Fictional or generic organisation descriptions, never real company names. */
  pastClients: string[];
  /** 1-3 testimonials. */
  testimonials: SeedTestimonial[];
}

export type RemoteOption = 'yes' | 'no' | 'hybrid';
export type ExperienceLevel = 'entry' | 'intermediate' | 'senior' | 'executive';
export type EmploymentType = 'full-time' | 'part-time' | 'contract' | 'one-time';

export interface SeedJob {
  /** Stable unique key, e.g. 'flagship-1' or 'gen-design-thinking-07'. */
  key: string;
  companyKey: string;
  /** At least 5 characters. */
  title: string;
  location: string;
  /** Read into the job's budget (seed-money.ts); a text that names no amount ("Competitive") is its note. */
  salary: string | null;
  remote: RemoteOption;
  experience: ExperienceLevel;
  employmentType: EmploymentType;
  /** At least 50 characters. */
  description: string;
  /** At least 20 characters, multi-line, one bullet per line starting with "- ". */
  requirements: string;
  /** Multi-line "- " bullets. */
  responsibilities: string;
  /** Exactly one focus area id. */
  focusAreas: FocusAreaId[];
  /** ISO date 'YYYY-MM-DD', or null = open until filled. */
  applicationDeadline: string | null;
  /** 0..60 */
  postedDaysAgo: number;
}

/**
 * A sample job's session details. Its dates are written on the sample data's calendar and move with the
 * day the seed runs (sample-dates.ts); its methods and budget are read from its text by the seed.
 */
export interface SeedSession {
  sessionFormat: SessionFormat;
  /** 'YYYY-MM-DD' on the sample data's calendar (written around 2026-11-22), ascending. */
  sessionDates: string[];
  sessionTimeZone: string;
  sessionDatesFlexible: boolean;
  durationValue: number;
  durationUnit: DurationUnit;
  groupSize: GroupSize;
  /** The language the sessions are run in first. */
  sessionLanguages: LanguageCode[];
  designDays: number;
  deliveryDays: number;
  deliverables: Deliverable[];
  roles: SessionRole[];
}

export interface SeedCredential {
  kind: CredentialKind;
  detail: string | null;
  year: number;
  evidenceUrl: string | null;
  /** Verified by the demo admin that many days before the seed ran; null = claimed. */
  verifiedDaysAgo: number | null;
}

/** A sample facilitator's facilitation details; the rates come from their rate text (parse-salary.ts). */
export interface SeedFacilitatorDetails {
  languages: LanguageCode[];
  methods: MethodId[];
  virtualTools: VirtualTool[];
  travel: TravelOption;
  travelRadiusKm: number | null;
  sessionFormats: SessionFormat[];
  groupSizes: GroupSize[];
  /** Available, available from that many days after the seed ran, or unavailable. */
  availability:
    { status: 'available' } | { status: 'available-from'; daysAfterSeed: number } | { status: 'unavailable' };
  /** Days blocked by hand, counted from the day the seed runs. */
  blockedDaysAfterSeed: number[];
  credentials: SeedCredential[];
}
