import { CalendarDays, Quote } from 'lucide-react';
import { PUBLIC_CALENDAR_DAYS } from '../../../shared/facilitation-options';
import type { OwnFacilitatorProfile, Testimonial } from '../../../shared/profiles';
import { layoutMessages } from '../../components/layout/messages';
import { ButtonLink } from '../../components/ui/button-link';
import { Card } from '../../components/ui/card';
import { useLocale, useT } from '../../lib/i18n';
import { ReferencesCard } from './references-card';
import { CredentialsEditor } from './credentials-editor';
import { FacilitatorProfileForm, facilitatorFormDefaults } from './facilitator-profile-form';
import { availabilityText, fullName } from './format';
import { profileMessages } from './messages';
import { PictureUpload } from './picture-upload';
import { OwnProfilePage } from './profile-page-layout';
import { profileFormMessages } from './profile-form-messages';

export function Component() {
  const t = useT(profileFormMessages);
  const tLayout = useT(layoutMessages);
  return (
    <OwnProfilePage
      title={t('facilitatorPage.title')}
      lead={t('facilitatorPage.lead')}
      directory={tLayout('nav.facilitators')}
      select={(data) => (data.userType === 'facilitator' ? data.facilitator : undefined)}
      publicLink={(facilitator) => ({
        to: `/facilitators/${facilitator.id}`,
        label: t('facilitatorPage.viewPublic'),
      })}
      picture={(facilitator) => (
        <PictureUpload
          label={t('facilitatorPage.picture')}
          name={fullName(facilitator)}
          url={facilitator.avatarUrl}
        />
      )}
      form={(facilitator, onSaved) => (
        <FacilitatorProfileForm
          extended
          defaultValues={facilitatorFormDefaults(facilitator, true)}
          onSaved={onSaved}
        />
      )}
      after={(facilitator) => (
        <>
          <Card className="p-5 sm:p-8">
            <AvailabilitySummary facilitator={facilitator} />
          </Card>
          <Card className="p-5 sm:p-8">
            <CredentialsEditor />
          </Card>
          <Card className="p-5 sm:p-8">
            <Testimonials items={facilitator.testimonials} />
          </Card>
          <Card className="p-5 sm:p-8">
            <ReferencesCard />
          </Card>
        </>
      )}
    />
  );
}

/** The status companies see, and the way to the calendar where it and the blocked days are set. */
function AvailabilitySummary({ facilitator }: { facilitator: OwnFacilitatorProfile }) {
  const t = useT(profileFormMessages);
  const tProfile = useT(profileMessages);
  const locale = useLocale();
  const blocked = facilitator.unavailableDates.length;
  return (
    <section className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('facilitatorPage.availability')}</h2>
        <p className="mt-1 text-sm text-slate-700">
          {availabilityText(tProfile, locale, facilitator.availability)}
          {blocked ? t('facilitatorPage.blocked', { count: blocked, days: PUBLIC_CALENDAR_DAYS }) : ''}
        </p>
      </div>
      <ButtonLink to="/facilitator/availability" icon={CalendarDays} variant="secondary">
        {t('facilitatorPage.manageAvailability')}
      </ButtonLink>
    </section>
  );
}

/** Read-only: testimonials come from clients, not from the facilitator. */
function Testimonials({ items }: { items: Testimonial[] }) {
  const t = useT(profileFormMessages);
  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900">{t('facilitatorPage.testimonials')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('facilitatorPage.testimonialsLead')}</p>
      {items.length ? (
        <ul className="mt-4 space-y-3">
          {items.map((item, index) => (
            <li key={index}>
              <figure className="rounded-lg bg-slate-50 p-4">
                <Quote aria-hidden className="h-4 w-4 text-indigo-400" />
                <blockquote className="mt-1 text-sm text-slate-800">{item.text}</blockquote>
                <figcaption className="mt-2 text-xs font-medium text-slate-600">— {item.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{t('facilitatorPage.noTestimonials')}</p>
      )}
    </section>
  );
}
