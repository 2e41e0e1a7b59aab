import { Link } from 'react-router';
import { BadgeCheck, Briefcase, CalendarDays, Languages, MapPin, Wallet } from 'lucide-react';
import { methodName } from '../../../shared/methods';
import type { FacilitatorSummary } from '../../../shared/profiles';
import { Badge } from '../../components/ui/badge';
import { AvatarSkeleton } from '../../components/ui/avatar';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icon';
import { SkeletonBars } from '../../components/ui/skeleton';
import { dayRateText } from './facilitation-format';
import { languageNames } from '../../../shared/i18n/language-names';
import { FocusAreaBadges } from './focus-area-badge';
import { availabilityText, fullName, yearsLabel } from './format';
import { profileMessages } from './messages';
import { useLocale, useT } from '../../lib/i18n';
import { InviteButton } from './invite-dialog';
import { ProfileAvatar } from './profile-avatar';
import { RatingLink } from './rating-link';
import { MetaItem } from '../../components/meta-item';
import { SaveSignInLink, SaveToggle } from '../../components/save-toggle';
import { useAuth } from '../../lib/auth';
import { useSavedFacilitatorToggle } from '../saved/api';

/** How many of a facilitator's methods a card names. */
const CARD_METHODS = 3;

/** A directory card; the whole card is the link to the profile (one link, named by the facilitator). */
export function FacilitatorCard({ facilitator }: { facilitator: FacilitatorSummary }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const name = fullName(facilitator);
  const dayRate = dayRateText(t, locale, facilitator);
  const methods = facilitator.methods.slice(0, CARD_METHODS);
  const moreMethods = facilitator.methods.length - methods.length;
  return (
    <Card className="group relative flex h-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:border-slate-300 hover:shadow-md">
      <div className="flex items-start gap-4">
        <ProfileAvatar name={name} src={facilitator.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900">
            <Link
              to={`/facilitators/${facilitator.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-indigo-700"
            >
              {name}
            </Link>
          </h2>
          <p lang={facilitator.contentLanguage} className="mt-0.5 line-clamp-2 text-sm text-slate-700">
            {facilitator.headline}
          </p>
          {facilitator.verifiedCredentials > 0 ? (
            <Badge color="green" className="mt-2">
              <Icon icon={BadgeCheck} className="h-3.5 w-3.5" /> {t('card.verified')}
            </Badge>
          ) : null}
        </div>
        {/* Above the card-wide link, like the invitation. */}
        <SaveFacilitatorToggle
          facilitatorId={facilitator.id}
          name={name}
          iconOnly
          className="relative z-10 -mt-1 -mr-1 shrink-0"
        />
      </div>
      <dl className="mt-4 space-y-1.5 text-sm text-slate-700">
        <RatingLink rating={facilitator.rating} profilePath={`/facilitators/${facilitator.id}`} />
        <MetaItem label={t('card.location')} icon={MapPin} variant="card">
          {facilitator.location}
        </MetaItem>
        {facilitator.yearsExperience !== null ? (
          <MetaItem label={t('card.experience')} icon={Briefcase} variant="card" truncate={false}>
            {yearsLabel(t, facilitator.yearsExperience)}
          </MetaItem>
        ) : null}
        <MetaItem label={t('card.availability')} icon={CalendarDays} variant="card" truncate={false}>
          {availabilityText(t, locale, facilitator.availability)}
        </MetaItem>
        {dayRate ? (
          <MetaItem label={t('card.dayRate')} icon={Wallet} variant="card">
            {dayRate}
          </MetaItem>
        ) : null}
        {facilitator.languages.length ? (
          <MetaItem label={t('card.languages')} icon={Languages} variant="card">
            {languageNames(facilitator.languages, locale)}
          </MetaItem>
        ) : null}
      </dl>
      {methods.length ? (
        <ul aria-label={t('card.methods')} className="mt-4 flex flex-wrap gap-1.5">
          {methods.map((id) => (
            <li key={id}>
              <Badge color="indigo">{methodName(id, locale)}</Badge>
            </li>
          ))}
          {moreMethods > 0 ? (
            <li>
              <Badge>{t('card.moreMethods', { count: moreMethods })}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <FocusAreaBadges ids={facilitator.focusAreas} className="mt-3 flex flex-wrap gap-1.5" />
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <p aria-hidden className="text-sm font-semibold text-indigo-700">
          {t('card.viewProfile')}
        </p>
        {/* Above the card-wide link, so that it is a button of its own. */}
        <InviteButton
          facilitatorId={facilitator.id}
          firstName={facilitator.firstName}
          size="sm"
          className="relative z-10"
        />
      </div>
    </Card>
  );
}

/**
 * Save facilitator, for signed-in companies; on a card it names the facilitator to screen readers. On the
 * profile page a visitor's leads to sign-in and back.
 */
export function SaveFacilitatorToggle({
  facilitatorId,
  name,
  iconOnly,
  className,
}: {
  facilitatorId: string;
  name: string;
  iconOnly?: boolean;
  className?: string;
}) {
  const { user, isLoading } = useAuth();
  const t = useT(profileMessages);
  // The Save toggle's names on cards and the profile page.
  const labels = { save: t('save.save'), saved: t('save.saved') };
  const { visible, saved, pending, toggle } = useSavedFacilitatorToggle(facilitatorId);
  if (!user && !isLoading && !iconOnly) return <SaveSignInLink label={labels.save} />;
  if (!visible) return null;
  return (
    <SaveToggle
      saved={saved}
      pending={pending}
      onToggle={toggle}
      labels={labels}
      subject={iconOnly ? name : undefined}
      iconOnly={iconOnly}
      className={className}
    />
  );
}

export function FacilitatorCardSkeleton() {
  return (
    <Card className="p-5">
      <AvatarSkeleton avatar="h-14 w-14 rounded-full" bars={['h-4 w-2/3', 'h-3 w-full', 'h-3 w-4/5']} />
      <SkeletonBars bars={['mt-5 h-3 w-1/2', 'mt-2 h-3 w-1/3']} />
      <div className="mt-4 flex gap-2">
        <SkeletonBars bars={['h-5 w-24 rounded-full', 'h-5 w-20 rounded-full']} />
      </div>
    </Card>
  );
}
