import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/skeleton';
import { ACCOUNT_HOME, useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useOwnProfile } from './api';
import { CompanyProfileForm, companyFormDefaults } from './company-profile-form';
import { FacilitatorProfileForm, facilitatorFormDefaults } from './facilitator-profile-form';
import { ProfileLoadError } from './profile-page-layout';
import { useT } from '../../lib/i18n';
import { profileMessages } from './messages';

/**
 * Where a new profile leads: a company to its first job; a facilitator to the dashboard, which says what the
 * profile still lacks (not to the directory, which lists its competitors).
 */
const AFTER_ONBOARDING = { company: '/post-job', facilitator: ACCOUNT_HOME.facilitator } as const;

export function Component() {
  const { userType } = useAuth();
  // A staff account has no profile to load or complete: onboarding sends it to the console.
  if (userType === 'staff') return <Navigate to={ACCOUNT_HOME.staff} replace />;
  return <Onboarding />;
}

function Onboarding() {
  const { userType, profileComplete, refresh } = useAuth();
  const navigate = useNavigate();
  const t = useT(profileMessages);
  const profile = useOwnProfile();
  // Set once this visit saved the profile, so that the "already complete" redirect does not race the navigation below.
  const [justSaved, setJustSaved] = useState(false);

  if (profileComplete && !justSaved) return <Navigate to={ACCOUNT_HOME[userType ?? 'facilitator']} replace />;

  const isCompany = userType === 'company';
  const title = t(isCompany ? 'onboarding.companyTitle' : 'onboarding.facilitatorTitle');

  const onSaved = async () => {
    setJustSaved(true);
    toastSuccess(t('onboarding.created'), t('onboarding.welcomeToast'));
    // profileComplete must be true before the next page checks it.
    await refresh();
    navigate(AFTER_ONBOARDING[isCompany ? 'company' : 'facilitator']);
  };

  return (
    <PageShell>
      <PageMeta title={title} description={t('onboarding.description')} />
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold text-indigo-700">{t('onboarding.welcome')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">
          {isCompany ? t('onboarding.companyLead') : t('onboarding.facilitatorLead')}
        </p>
        <Card className="mt-8 p-5 sm:p-8">
          {profile.isPending ? (
            <LoadingState label={t('onboarding.loading')} />
          ) : profile.isError ? (
            <ProfileLoadError message={profile.error.message} onRetry={() => void profile.refetch()} />
          ) : profile.data.userType === 'company' ? (
            <CompanyProfileForm
              defaultValues={companyFormDefaults(profile.data.company)}
              submitLabel={t('onboarding.submit')}
              onSaved={onSaved}
            />
          ) : (
            <FacilitatorProfileForm
              defaultValues={facilitatorFormDefaults(profile.data.facilitator, false)}
              submitLabel={t('onboarding.submit')}
              onSaved={onSaved}
            />
          )}
        </Card>
      </div>
    </PageShell>
  );
}
