import type { FocusAreaId } from '../../../../shared/focus-areas';
import type { CompanySize } from '../../../../shared/constants';

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
  /** e.g. "€1,400 per day" or "$180 per hour" */
  rate: string;
  /** 2-4 focus areas. */
  focusAreas: FocusAreaId[];
  education: string[];
  certifications: string[];
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
