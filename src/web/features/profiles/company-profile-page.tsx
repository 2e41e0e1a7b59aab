import { RequireAuth } from '../../lib/require-auth';
import { useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useOwnProfile } from './api';
import { CompanyProfileForm, companyFormDefaults } from './company-profile-form';
import { PictureUpload } from './picture-upload';
import { ProfileLoadError, ProfilePageLayout, ProfilePageSkeleton } from './profile-page-layout';

export function Component() {
  return (
    <RequireAuth allow="company">
      <CompanyProfile />
    </RequireAuth>
  );
}

function CompanyProfile() {
  const { refresh, profileComplete } = useAuth();
  const profile = useOwnProfile();
  const company = profile.data?.userType === 'company' ? profile.data.company : undefined;

  return (
    <ProfilePageLayout
      title="Company Profile"
      lead="Facilitators see this on your company page and next to your jobs."
      incomplete={
        profile.data && !profile.data.profileComplete
          ? 'Fill in the details below and save to appear in Find Companies.'
          : null
      }
      publicLink={
        company && profile.data?.profileComplete
          ? { to: `/companies/${company.id}`, label: 'View public page' }
          : null
      }
      picture={
        company ? (
          <PictureUpload label="Company logo" name={company.name} url={company.logoUrl} square />
        ) : (
          <ProfilePageSkeleton />
        )
      }
    >
      {profile.isError ? (
        <ProfileLoadError message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : !company ? (
        <ProfilePageSkeleton />
      ) : (
        <CompanyProfileForm
          defaultValues={companyFormDefaults(company)}
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
