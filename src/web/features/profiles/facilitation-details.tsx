import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Award, CalendarDays } from 'lucide-react';
import { methodName, methodPath } from '../../../shared/methods';
import type { FacilitatorPublicProfile } from '../../../shared/profiles';
import { CredentialBadge, credentialTitle } from '../../components/credential';
import { Card } from '../../components/ui/card';
import { useLocale, useT } from '../../lib/i18n';
import { DEFAULT_CANCELLATION_TIERS } from '../../../shared/engagement-options';
import { cancellationTermLines, dayRateText, hourlyRateText, travelText } from './facilitation-format';
import { languageNames } from '../../../shared/i18n/language-names';
import { availabilityText } from './format';
import { profileMessages } from './messages';
import { optionMessages } from '../../../shared/i18n/options';
import { formatDate } from '../../../shared/dates';

/** How many of the next blocked days the profile lists. */
const SHOWN_UNAVAILABLE_DATES = 8;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Rates (and their note), languages, methods (each linked to its description), tools, travel, formats, group
 * sizes and the cancellation terms (the facilitator's own tiers or the standard ones).
 */
export function FacilitationDetails({ facilitator }: { facilitator: FacilitatorPublicProfile }) {
  const t = useT(profileMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  const dayRate = dayRateText(t, locale, facilitator);
  const hourlyRate = hourlyRateText(t, locale, facilitator);
  const travel = travelText(t, facilitator.travel, facilitator.travelRadiusKm);
  const facts: [string, ReactNode][] = [];
  if (dayRate) facts.push([t('details.dayRate'), dayRate]);
  if (hourlyRate) facts.push([t('details.hourlyRate'), hourlyRate]);
  if (facilitator.rateNote)
    facts.push([
      t('details.rateNote'),
      <span lang={facilitator.contentLanguage}>{facilitator.rateNote}</span>,
    ]);
  if (facilitator.languages.length)
    facts.push([t('details.languages'), languageNames(facilitator.languages, locale)]);
  if (facilitator.methods.length)
    facts.push([
      t('details.methods'),
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {facilitator.methods.map((id) => (
          <li key={id}>
            <Link to={methodPath(id)} className="font-medium text-indigo-700 hover:underline">
              {methodName(id, locale)}
            </Link>
          </li>
        ))}
      </ul>,
    ]);
  if (facilitator.virtualTools.length)
    facts.push([t('details.virtualTools'), facilitator.virtualTools.join(', ')]);
  if (travel) facts.push([t('details.travel'), travel]);
  if (facilitator.sessionFormats.length)
    facts.push([
      t('details.sessionFormats'),
      facilitator.sessionFormats.map((f) => option(`format.${f}`)).join(', '),
    ]);
  if (facilitator.groupSizes.length)
    facts.push([
      t('details.groupSizes'),
      facilitator.groupSizes.map((size) => option(`groupSize.${size}`)).join(', '),
    ]);
  // Every offer carries tiers: the facilitator's own, or the standard ones.
  facts.push([
    t('details.cancellationTerms'),
    <ul className="space-y-0.5">
      {cancellationTermLines(t, facilitator.cancellationTiers ?? DEFAULT_CANCELLATION_TIERS).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>,
  ]);
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-slate-900">{t('details.title')}</h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {facts.map(([term, value]) => (
          <Fact key={term} term={term}>
            {value}
          </Fact>
        ))}
      </dl>
    </Card>
  );
}

/** The status, and the next days the facilitator is booked or blocked. */
export function AvailabilityCard({ facilitator }: { facilitator: FacilitatorPublicProfile }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const dates = facilitator.unavailableDates.slice(0, SHOWN_UNAVAILABLE_DATES);
  const more = facilitator.unavailableDates.length - dates.length;
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarDays aria-hidden className="h-5 w-5 text-indigo-600" />
        {t('details.availability')}
      </h2>
      <p className="mt-2 text-sm font-medium text-slate-900">
        {availabilityText(t, locale, facilitator.availability)}
      </p>
      {dates.length ? (
        <>
          <h3 className="mt-4 text-sm font-medium text-slate-600">{t('details.nextUnavailable')}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {dates.map((date) => (
              <li
                key={date}
                className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800"
              >
                <time dateTime={date}>{formatDate(date, { locale })}</time>
              </li>
            ))}
            {more > 0 ? (
              <li className="px-1 text-xs text-slate-600">{t('details.andMore', { count: more })}</li>
            ) : null}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

/** Credentials with their badge: verified by whom and when, or claimed. */
export function CredentialsCard({ facilitator }: { facilitator: FacilitatorPublicProfile }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  if (!facilitator.credentials.length) return null;
  return (
    <Card className="p-6" role="region" aria-labelledby="profile-credentials-heading">
      <h2
        id="profile-credentials-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Award aria-hidden className="h-5 w-5 text-indigo-600" />
        {t('profile.credentials')}
      </h2>
      <ul className="mt-3 space-y-4">
        {facilitator.credentials.map((credential) => (
          <li key={credential.id}>
            <p className="text-sm font-medium text-slate-900">{credentialTitle(credential, locale)}</p>
            <p className="text-xs text-slate-600">
              {credential.year}
              {credential.expiresOn
                ? t('details.validUntil', { date: formatDate(credential.expiresOn, { locale }) })
                : ''}
            </p>
            <div className="mt-1.5">
              <CredentialBadge verification={credential.verification} />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
