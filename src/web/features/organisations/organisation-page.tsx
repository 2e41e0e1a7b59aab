import { can, type OrganisationPage } from '../../../shared/organisations';
import { PageMeta } from '../../components/page-meta';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { organisationCommonMessages } from '../../components/organisation-common-messages';
import { LoadingState } from '../../components/ui/skeleton';
import { useT } from '../../lib/i18n';
import { useOrganisation } from './api';
import { AuditSection } from './audit-section';
import { InvitationsSection, InviteCard } from './invitations-section';
import { DeleteCard, LeaveCard } from './membership-cards';
import { MembersSection } from './members-section';
import { organisationMessages } from './messages';
import { OtherOrganisations } from './other-organisations';
import { Link } from 'react-router';
import { declineMessages } from '../../../shared/decline-messages';
import { buttonClasses } from '../../components/ui/button';
import { OrgCard } from './org-card';

/**
 * /company/organisation: the organisation the member acts for, its members and invitations, and what the
 * member's role lets them do about it. What a role may not do is hidden; the server refuses it anyway.
 */
export function Component() {
  const t = useT(organisationMessages);
  const organisation = useOrganisation();
  return (
    <PageShell>
      <PageMeta title={organisation.data?.organisation.name ?? t('title')} />
      <div className="mx-auto max-w-4xl">
        {organisation.isError ? (
          <>
            <PageHeader title={t('title')} />
            <QueryError
              className="mt-6"
              error={organisation.error}
              onRetry={organisation.refetch}
              retrying={organisation.isFetching}
            />
          </>
        ) : !organisation.data ? (
          <LoadingState label={t('loading')} />
        ) : (
          <OrganisationView data={organisation.data} />
        )}
      </div>
    </PageShell>
  );
}

function OrganisationView({ data }: { data: OrganisationPage }) {
  const t = useT(organisationMessages);
  const roles = useT(organisationCommonMessages);
  const { organisation } = data;
  const manages = can(organisation.role, 'members');
  return (
    <>
      <PageHeader
        title={organisation.name}
        description={t('yourRole', { role: roles(`role.${organisation.role}`) })}
      />
      <div className="mt-8 space-y-6">
        <MembersSection data={data} />
        {manages ? (
          <>
            <InviteCard />
            <InvitationsSection invitations={data.invitations} />
            <AuditSection />
          </>
        ) : null}
        <DeclineMessagesCard />
        <OtherOrganisations currentId={organisation.id} />
        <LeaveCard data={data} />
        {can(organisation.role, 'ownership') ? <DeleteCard name={organisation.name} /> : null}
      </div>
    </>
  );
}

/** Leads to the decline messages (docs/decisions/043): every member reads them, who moves applicants edits. */
function DeclineMessagesCard() {
  const t = useT(declineMessages);
  return (
    <OrgCard title={t('settings.title')} text={t('settings.linkHint')}>
      <Link to="/company/organisation/decline-messages" className={buttonClasses('secondary', 'md', 'mt-4')}>
        {t('settings.link')}
      </Link>
    </OrgCard>
  );
}
