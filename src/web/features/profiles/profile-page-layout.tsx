import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SkeletonBars } from '../../components/ui/skeleton';
import type { OwnProfileResponse } from '../../../shared/profiles';
import { useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useOwnProfile } from './api';
import { ButtonLink } from '../../components/ui/button-link';
import { componentMessages } from '../../components/messages';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { profileFormMessages } from './profile-form-messages';

/**
 * /company/profile and /facilitator/profile: title, public-page link, picture card, form card.
 * `select` picks the signed-in user's own profile out of the answer; until it is there the cards show a skeleton.
 */
export function OwnProfilePage<T extends { id: string }>({
  title,
  lead,
  directory,
  select,
  publicLink,
  picture,
  form,
  after,
}: {
  title: string;
  lead: string;
  /** The directory the profile is listed in once saved, as the menu names it ("Find Companies"). */
  directory: string;
  select: (data: OwnProfileResponse) => T | undefined;
  publicLink: (profile: T) => { to: string; label: string };
  picture: (profile: T) => ReactNode;
  form: (profile: T, onSaved: () => Promise<void>) => ReactNode;
  /** Further cards under the form (e.g. credentials, read-only testimonials). */
  after?: (profile: T) => ReactNode;
}) {
  const t = useT(profileFormMessages);
  const { refresh, profileComplete } = useAuth();
  const query = useOwnProfile();
  const profile = query.data ? select(query.data) : undefined;
  const complete = query.data?.profileComplete;
  const onSaved = async () => {
    toastSuccess(t('page.updated'));
    if (!profileComplete) await refresh();
  };

  return (
    <PageShell>
      <PageMeta title={title} />
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title={title}
          description={lead}
          actions={
            profile && complete ? (
              <ButtonLink
                to={publicLink(profile).to}
                icon={ExternalLink}
                variant="secondary"
                className="self-start sm:self-auto"
              >
                {publicLink(profile).label}
              </ButtonLink>
            ) : null
          }
        />
        {query.data && !complete ? (
          <Alert tone="info" title={t('page.incompleteTitle')} className="mt-6">
            {t('page.incompleteText', { directory })}
          </Alert>
        ) : null}
        <Card className="mt-8 p-5 sm:p-8">{profile ? picture(profile) : <ProfilePageSkeleton />}</Card>
        <Card className="mt-6 p-5 sm:p-8">
          {query.isError ? (
            <ProfileLoadError message={query.error.message} onRetry={() => void query.refetch()} />
          ) : !profile ? (
            <ProfilePageSkeleton />
          ) : (
            form(profile, onSaved)
          )}
        </Card>
        {profile && after ? <div className="mt-6 space-y-6">{after(profile)}</div> : null}
      </div>
    </PageShell>
  );
}

export function ProfilePageSkeleton() {
  const t = useT(commonMessages);
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="space-y-2">
          <SkeletonBars bars={['h-4 w-32', 'h-10 w-full']} />
        </div>
      ))}
    </div>
  );
}

export function ProfileLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT(profileFormMessages);
  const tComponents = useT(componentMessages);
  return (
    <Alert tone="error" title={t('page.loadError')}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {tComponents('retry')}
      </Button>
    </Alert>
  );
}
