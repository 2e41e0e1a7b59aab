import { Quote } from 'lucide-react';
import type { Testimonial } from '../../../shared/profiles';
import { RequireAuth } from '../../lib/require-auth';
import { useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useOwnProfile } from './api';
import { FacilitatorProfileForm, facilitatorFormDefaults } from './facilitator-profile-form';
import { fullName } from './format';
import { PictureUpload } from './picture-upload';
import { ProfileLoadError, ProfilePageLayout, ProfilePageSkeleton } from './profile-page-layout';

export function Component() {
  return (
    <RequireAuth allow="facilitator">
      <FacilitatorProfile />
    </RequireAuth>
  );
}

function FacilitatorProfile() {
  const { refresh, profileComplete } = useAuth();
  const profile = useOwnProfile();
  const facilitator = profile.data?.userType === 'facilitator' ? profile.data.facilitator : undefined;

  return (
    <ProfilePageLayout
      title="My Profile"
      lead="Companies find you in the facilitator directory and see this on your public profile."
      incomplete={
        profile.data && !profile.data.profileComplete
          ? 'Fill in the details below and save to appear in Find Facilitators.'
          : null
      }
      publicLink={
        facilitator && profile.data?.profileComplete
          ? { to: `/facilitators/${facilitator.id}`, label: 'View public profile' }
          : null
      }
      picture={
        facilitator ? (
          <PictureUpload label="Profile picture" name={fullName(facilitator)} url={facilitator.avatarUrl} />
        ) : (
          <ProfilePageSkeleton />
        )
      }
      after={facilitator ? <Testimonials items={facilitator.testimonials} /> : null}
    >
      {profile.isError ? (
        <ProfileLoadError message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : !facilitator ? (
        <ProfilePageSkeleton />
      ) : (
        <FacilitatorProfileForm
          extended
          defaultValues={facilitatorFormDefaults(facilitator, true)}
          submitLabel="Save changes"
          pendingLabel="Saving..."
          onSaved={async () => {
            toastSuccess('Profile updated');
            if (!profileComplete) await refresh();
          }}
        />
      )}
    </ProfilePageLayout>
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
