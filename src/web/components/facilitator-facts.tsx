import { BadgeCheck, Briefcase, CalendarCheck, Languages, MapPin, Wallet } from 'lucide-react';
import {
  availabilityLabel,
  formatMoneyRange,
  LANGUAGES,
  type AvailabilityStatus,
} from '../../shared/facilitation-options';
import type { FacilitatorSummary } from '../../shared/profiles';
import { cn } from '../lib/cn';
import { MetaItem } from './meta-item';

/** What a company compares facilitators by; the availability where the card has it. */
export type FacilitatorFactsData = Pick<
  FacilitatorSummary,
  | 'location'
  | 'yearsExperience'
  | 'languages'
  | 'rateCurrency'
  | 'dayRateMin'
  | 'dayRateMax'
  | 'hourlyRateMin'
  | 'hourlyRateMax'
  | 'verifiedCredentials'
> & { availability?: { status: AvailabilityStatus; availableFrom: string | null } };

/** "€900–€1,200 per day", or null without that rate. */
const rateText = (currency: string | null, min: number | null, max: number | null, unit: string) =>
  currency && (min !== null || max !== null) ? `${formatMoneyRange({ min, max, currency })} ${unit}` : null;

/**
 * The facts of a facilitator's profile that a company compares them by, the same on an applicant's card
 * and a suggested facilitator's: where they are based, experience, availability, rates, languages and
 * verified credentials. A fact the profile does not give is left out.
 */
export function FacilitatorFacts({
  facilitator,
  className,
}: {
  facilitator: FacilitatorFactsData;
  className?: string;
}) {
  const { rateCurrency: currency, yearsExperience: years, verifiedCredentials: verified } = facilitator;
  const dayRate = rateText(currency, facilitator.dayRateMin, facilitator.dayRateMax, 'per day');
  const hourlyRate = rateText(currency, facilitator.hourlyRateMin, facilitator.hourlyRateMax, 'per hour');
  return (
    <dl className={cn('space-y-1 text-sm text-slate-700', className)}>
      {facilitator.location ? (
        <MetaItem label="Location" icon={MapPin} variant="card">
          {facilitator.location}
        </MetaItem>
      ) : null}
      {years !== null ? (
        <MetaItem label="Experience" icon={Briefcase} variant="card" truncate={false}>
          {years === 1 ? '1 year of experience' : `${years} years of experience`}
        </MetaItem>
      ) : null}
      {facilitator.availability ? (
        <MetaItem label="Availability" icon={CalendarCheck} variant="card" truncate={false}>
          {availabilityLabel(facilitator.availability)}
        </MetaItem>
      ) : null}
      {dayRate || hourlyRate ? (
        <MetaItem label="Rate" icon={Wallet} variant="card" truncate={false}>
          {[dayRate, hourlyRate].filter(Boolean).join(' · ')}
        </MetaItem>
      ) : null}
      {facilitator.languages.length ? (
        <MetaItem label="Languages" icon={Languages} variant="card" truncate={false}>
          {facilitator.languages.map((code) => LANGUAGES[code]).join(', ')}
        </MetaItem>
      ) : null}
      {verified > 0 ? (
        <MetaItem label="Credentials" icon={BadgeCheck} variant="card" truncate={false}>
          {verified === 1 ? '1 verified credential' : `${verified} verified credentials`}
        </MetaItem>
      ) : null}
    </dl>
  );
}
