import { CalendarDays, Quote } from 'lucide-react';
import { availabilityLabel, PUBLIC_CALENDAR_DAYS } from '../../../shared/facilitation-options';
import type { OwnFacilitatorProfile, Testimonial } from '../../../shared/profiles';
import { ButtonLink } from '../../components/ui/button-link';
import { Card } from '../../components/ui/card';
import { CredentialsEditor } from './credentials-editor';
import { FacilitatorProfileForm, facilitatorFormDefaults } from './facilitator-profile-form';
import { fullName } from './format';
import { PictureUpload } from './picture-upload';
import { OwnProfilePage } from './profile-page-layout';

export function Component() {
  return (
    <OwnProfilePage
      title="My Profile"
      lead="Companies find you in the facilitator directory and see this on your public profile."
      directory="Find Facilitators"
      select={(data) => (data.userType === 'facilitator' ? data.facilitator : undefined)}
      publicLink={(facilitator) => ({
        to: `/facilitators/${facilitator.id}`,
        label: 'View public profile',
      })}
      picture={(facilitator) => (
        <PictureUpload label="Profile picture" name={fullName(facilitator)} url={facilitator.avatarUrl} />
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
        </>
      )}
    />
  );
}

/** The status companies see, and the way to the calendar where it and the blocked days are set. */
function AvailabilitySummary({ facilitator }: { facilitator: OwnFacilitatorProfile }) {
  const blocked = facilitator.unavailableDates.length;
  return (
    <section className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Availability</h2>
        <p className="mt-1 text-sm text-slate-700">
          {availabilityLabel(facilitator.availability)}
          {blocked
            ? ` · ${blocked === 1 ? '1 day' : `${blocked} days`} blocked in the next ${PUBLIC_CALENDAR_DAYS} days`
            : ''}
        </p>
      </div>
      <ButtonLink to="/facilitator/availability" icon={CalendarDays} variant="secondary">
        Manage availability
      </ButtonLink>
    </section>
  );
}

/** Read-only: testimonials come from clients, not from the facilitator. */
function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900">Testimonials</h2>
      <p className="mt-1 text-sm text-slate-600">
        Testimonials come from your clients and are shown as they wrote them; they cannot be edited here.
      </p>
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
        <p className="mt-4 text-sm text-slate-700">No testimonials yet.</p>
      )}
    </section>
  );
}
