import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarDays,
  Clock,
  GraduationCap,
  Mail,
  MapPin,
  Quote,
} from 'lucide-react';
import type { ContentLanguage } from '../../../shared/facilitation-options';
import type { FacilitatorPublicProfile } from '../../../shared/profiles';
import { ProfileReferences } from '../../components/profile-references';
import { NotListedNotice } from '../../components/not-listed-notice';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton, SkeletonBars } from '../../components/ui/skeleton';
import { facilitatorQuery, profileKeys } from './api';
import { ContactDialog } from './contact-dialog';
import { AvailabilityCard, CredentialsCard, FacilitationDetails } from './facilitation-details';
import { SaveFacilitatorToggle } from './facilitator-card';
import { FocusAreaBadges } from './focus-area-badge';
import { availabilityText, fullName, yearsLabel } from './format';
import { profileMessages } from './messages';
import { useLocale, useT } from '../../lib/i18n';
import { InviteButton } from './invite-dialog';
import { SendOfferButton } from '../engagements/api';
import { HideReferenceButton } from '../references/api';
import { useAuth } from '../../lib/auth';
import { RatingLink, ReviewsSection } from '../reviews/api';
import { ProfileAvatar } from './profile-avatar';
import { useCountView } from '../insights/api';
import { ProfileColumns, ProfileDetailPage } from './profile-detail-frame';
import { MetaItem } from '../../components/meta-item';
import { useRepliesWithin } from '../../components/response-time';

export function Component() {
  const { id = '' } = useParams();
  useCountView('profile', id);
  return (
    <ProfileDetailPage
      kind="facilitator"
      query={useQuery(facilitatorQuery(id))}
      skeleton={<DetailSkeleton />}
    >
      {(facilitator) => <FacilitatorProfile facilitator={facilitator} />}
    </ProfileDetailPage>
  );
}

/** The profile's outside references; the operator may hide one (abuse, a fake), and the profile then reloads. */
function FacilitatorReferences({ facilitator }: { facilitator: FacilitatorPublicProfile }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: profileKeys.facilitator(facilitator.id) });
  return (
    <ProfileReferences
      references={facilitator.references}
      action={
        user?.role === 'admin'
          ? (reference) => (
              <HideReferenceButton referenceId={reference.id} name={reference.clientName} onHidden={reload} />
            )
          : undefined
      }
    />
  );
}

function FacilitatorProfile({ facilitator }: { facilitator: FacilitatorPublicProfile }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const name = fullName(facilitator);
  const paragraphs = facilitator.bio.split(/\n+/).filter(Boolean);
  const { reputation } = facilitator;
  const repliesWithin = useRepliesWithin();
  return (
    <>
      <PageMeta
        title={name}
        description={facilitator.headline}
        canonicalPath={`/facilitators/${facilitator.id}`}
      />
      {/* Only its owner is shown a profile that is not listed yet. */}
      <NotListedNotice missing={facilitator.listingMissing} className="mt-6">
        <p className="mt-1">
          {t('profile.notListed')}{' '}
          <Link to="/facilitator/profile" className="font-semibold underline hover:no-underline">
            {t('profile.complete')}
          </Link>
        </p>
      </NotListedNotice>
      <ProfileColumns>
        <div className="space-y-6 lg:col-span-2">
          <Card className="p-6 sm:p-8">
            <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
              <ProfileAvatar name={name} src={facilitator.avatarUrl} size="xl" />
              <div className="min-w-0 flex-1">
                <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
                <p lang={facilitator.contentLanguage} className="mt-1 text-lg text-slate-700">
                  {facilitator.headline}
                </p>
                {reputation ? (
                  <p className="mt-2">
                    <RatingLink reputation={reputation} />
                  </p>
                ) : null}
                <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
                  <MetaItem label={t('card.location')} icon={MapPin}>
                    {facilitator.location}
                  </MetaItem>
                  {facilitator.yearsExperience !== null ? (
                    <MetaItem label={t('card.experience')} icon={Briefcase}>
                      {yearsLabel(t, facilitator.yearsExperience)}
                    </MetaItem>
                  ) : null}
                  <MetaItem label={t('card.availability')} icon={CalendarDays}>
                    {availabilityText(t, locale, facilitator.availability)}
                  </MetaItem>
                  {facilitator.responseMinutes !== null ? (
                    <MetaItem label={t('profile.responseTime')} icon={Clock}>
                      {repliesWithin(facilitator.responseMinutes)}
                    </MetaItem>
                  ) : null}
                  {facilitator.verifiedCredentials > 0 ? (
                    <MetaItem label={t('profile.credentials')} icon={BadgeCheck}>
                      {t('profile.verifiedCredentials')}
                    </MetaItem>
                  ) : null}
                </dl>
                <FocusAreaBadges ids={facilitator.focusAreas} className="mt-4 flex flex-wrap gap-1.5" />
                <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  <ContactDialog
                    facilitatorId={facilitator.id}
                    firstName={facilitator.firstName}
                    kind="contact"
                  >
                    <Button>
                      <Mail aria-hidden className="h-4 w-4" />{' '}
                      {t('profile.contact', { name: facilitator.firstName })}
                    </Button>
                  </ContactDialog>
                  <ContactDialog
                    facilitatorId={facilitator.id}
                    firstName={facilitator.firstName}
                    kind="availability"
                  >
                    <Button variant="secondary">
                      <CalendarCheck aria-hidden className="h-4 w-4" /> {t('profile.requestAvailability')}
                    </Button>
                  </ContactDialog>
                  <InviteButton facilitatorId={facilitator.id} firstName={facilitator.firstName} />
                  <SendOfferButton source={{ facilitatorId: facilitator.id, jobId: null }} size="md" />
                  <SaveFacilitatorToggle facilitatorId={facilitator.id} name={name} />
                </div>
              </div>
            </div>
          </Card>

          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-semibold text-slate-900">{t('profile.about')}</h2>
            <div lang={facilitator.contentLanguage} className="mt-3 space-y-3 leading-7 text-slate-700">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </Card>

          <FacilitationDetails facilitator={facilitator} />

          <ReviewsSection kind="facilitator" id={facilitator.id} reputation={reputation} />

          {facilitator.testimonials.length ? (
            <Card className="p-6 sm:p-8">
              <h2 className="text-xl font-semibold text-slate-900">{t('profile.testimonials')}</h2>
              <p className="mt-1 text-sm text-slate-600">{t('profile.testimonialsProvided')}</p>
              <ul lang={facilitator.contentLanguage} className="mt-4 space-y-4">
                {facilitator.testimonials.map((testimonial, index) => (
                  <li key={index}>
                    <figure className="rounded-lg border border-slate-200 bg-slate-50 p-5">
                      <Quote aria-hidden className="h-5 w-5 text-indigo-400" />
                      <blockquote className="mt-2 leading-7 text-slate-800">{testimonial.text}</blockquote>
                      <figcaption className="mt-3 text-sm font-medium text-slate-600">
                        — {testimonial.author}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}

          <FacilitatorReferences facilitator={facilitator} />
        </div>

        <aside className="space-y-6" aria-label={t('profile.background')}>
          <AvailabilityCard facilitator={facilitator} />
          <CredentialsCard facilitator={facilitator} />
          <ListCard
            title={t('profile.education')}
            icon={<GraduationCap aria-hidden className="h-5 w-5 text-indigo-600" />}
            items={facilitator.education}
            lang={facilitator.contentLanguage}
          />
          <ListCard
            title={t('profile.pastClients')}
            icon={<Building2 aria-hidden className="h-5 w-5 text-indigo-600" />}
            items={facilitator.pastClients}
            lang={facilitator.contentLanguage}
          />
        </aside>
      </ProfileColumns>
    </>
  );
}

function ListCard({
  title,
  icon,
  items,
  lang,
}: {
  title: string;
  icon: ReactNode;
  items: string[];
  lang: ContentLanguage;
}) {
  if (!items.length) return null;
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <ul lang={lang} className="mt-3 space-y-2 text-sm leading-6 text-slate-700">
        {items.map((item, index) => (
          <li key={index} className="flex gap-2">
            <span aria-hidden className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-slate-400" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <>
      <div className="space-y-6 lg:col-span-2">
        <Card className="p-6 sm:p-8">
          <div className="flex flex-col gap-6 sm:flex-row">
            <Skeleton className="h-24 w-24 rounded-full sm:h-28 sm:w-28" />
            <div className="flex-1 space-y-3">
              <SkeletonBars bars={['h-7 w-1/2', 'h-5 w-3/4', 'h-4 w-1/3']} />
              <div className="flex gap-2 pt-2">
                <SkeletonBars bars={['h-10 w-36', 'h-10 w-44']} />
              </div>
            </div>
          </div>
        </Card>
        <Card className="space-y-3 p-6 sm:p-8">
          <SkeletonBars bars={['h-6 w-24', 'h-4 w-full', 'h-4 w-full', 'h-4 w-2/3']} />
        </Card>
      </div>
      <Card className="space-y-3 p-6">
        <SkeletonBars bars={['h-5 w-32', 'h-4 w-full', 'h-4 w-4/5']} />
      </Card>
    </>
  );
}
