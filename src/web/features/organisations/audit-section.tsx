import { ScrollText } from 'lucide-react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/application-options';
import { optionMessages } from '../../../shared/i18n/options';
import { isOrgRole, type OrgAuditEntry } from '../../../shared/organisations';
import { formatDateTime } from '../../../shared/dates';
import { organisationCommonMessages } from '../../components/organisation-common-messages';
import { PagedList } from '../../components/paged-list';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useLocale, useT } from '../../lib/i18n';
import { usePageParam } from '../../lib/use-page-param';
import { useOrganisationAudit } from './api';
import { organisationMessages } from './messages';
import { OrgCard } from './org-card';

/** The organisation's audit log, newest first, a page at a time (the page is the URL's ?page=). */
export function AuditSection() {
  const t = useT(organisationMessages);
  const [page, setPage] = usePageParam();
  const audit = useOrganisationAudit(page);
  return (
    <OrgCard title={t('audit.title')} text={t('audit.text')}>
      <PagedList
        className="mt-4"
        query={audit}
        onPageChange={setPage}
        loadingLabel={t('audit.loading')}
        placeholder={
          <div className="space-y-1.5">
            <SkeletonBars bars={['h-3 w-32', 'h-4 w-80 max-w-full']} />
          </div>
        }
        empty={<EmptyState icon={<ScrollText aria-hidden className="h-8 w-8" />} title={t('audit.empty')} />}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <AuditRow entry={entry} />}
      />
    </OrgCard>
  );
}

function AuditRow({ entry }: { entry: OrgAuditEntry }) {
  const locale = useLocale();
  return (
    <div className="border-l-2 border-slate-200 pl-3">
      <time dateTime={entry.createdAt} className="text-xs text-slate-600">
        {formatDateTime(entry.createdAt, undefined, locale)}
      </time>
      <p className="text-sm text-slate-900">{useAuditText(entry)}</p>
    </div>
  );
}

const isApplicationStatus = (value: string | undefined): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

/**
 * What happened, in a sentence: with what the entry's detail adds where it has it (an invitation's or a new
 * member's `role`, a role change's or an applicant's move's `from` and `to`, who took over from a member
 * who went: `takeover`).
 */
function useAuditText(entry: OrgAuditEntry): string {
  const t = useT(organisationMessages);
  const roles = useT(organisationCommonMessages);
  const option = useT(optionMessages);
  const role = (value: string | undefined) => (isOrgRole(value) ? roles(`role.${value}`) : undefined);
  const values = { actor: entry.actorName, subject: entry.subject };
  const from = role(entry.detail?.from);
  const to = role(entry.detail?.to);
  if (entry.action === 'role_changed' && from && to) return t('audit.roleChange', { ...values, from, to });
  const { from: was, to: now } = entry.detail ?? {};
  if (entry.action === 'applicant_moved' && isApplicationStatus(was) && isApplicationStatus(now))
    return t('audit.applicantMove', {
      ...values,
      from: option(`applicationStatus.${was}`),
      to: option(`applicationStatus.${now}`),
    });
  const as = role(entry.detail?.role);
  if ((entry.action === 'member_invited' || entry.action === 'member_joined') && as)
    return t(`audit.withRole.${entry.action}`, { ...values, role: as });
  const takeover = entry.detail?.takeover;
  if ((entry.action === 'member_removed' || entry.action === 'member_left') && takeover)
    return t(`audit.withTakeover.${entry.action}`, { ...values, takeover });
  return t(`audit.action.${entry.action}`, values);
}
