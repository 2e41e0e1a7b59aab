import { ScrollText } from 'lucide-react';
import { ADMIN_ACTIONS, AUDIT_LOG_SEARCH_MAX } from '../../../shared/admin-options';
import type { AuditLogEntry } from '../../../shared/admin';
import { FilterSelect } from '../../components/search-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import { useLocale, useT } from '../../lib/i18n';
import { AdminKeywordSearch, useAdminFilters } from './admin-filters';
import { AdminList, AdminListHeader, AdminResults, ClampedText } from './admin-table';
import { useAuditLog } from './api';
import { formatDateTime } from '../../../shared/dates';
import { adminMessages } from './messages';

export function Component() {
  const { params, q, setFilters } = useAdminFilters(AUDIT_LOG_SEARCH_MAX);
  const action = oneOf(ADMIN_ACTIONS, params.get('action'));
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAuditLog({ action, q, page });
  const filtered = Boolean(action || q);
  const t = useT(adminMessages);

  return (
    <>
      <AdminListHeader title={t('audit.title')} description={t('audit.description')}>
        <div className="grid gap-4 md:grid-cols-[14rem_1fr] md:items-end">
          <FilterSelect
            id="audit-action"
            label={t('audit.action')}
            value={action ?? ''}
            onChange={(next) => setFilters({ action: next, q })}
            allLabel={t('audit.allActions')}
            options={ADMIN_ACTIONS.map((value) => ({ value, label: t(`audit.actionLabel.${value}`) }))}
          />
          <AdminKeywordSearch
            q={q}
            name={t('audit.searchName')}
            id="audit-q"
            label={t('audit.searchLabel')}
            placeholder={t('audit.searchPlaceholder')}
            maxLength={AUDIT_LOG_SEARCH_MAX}
            onSearch={(next) => setFilters({ action, q: next })}
          />
        </div>
      </AdminListHeader>

      <AdminResults
        className="mt-6"
        query={query}
        loadingLabel={t('audit.loading')}
        onPageChange={setPage}
        empty={
          <EmptyState
            title={filtered ? t('audit.noMatch') : t('audit.noActions')}
            icon={<ScrollText aria-hidden className="h-8 w-8" />}
          >
            {filtered ? (
              <>
                <p>{t('audit.tryAnother')}</p>
                <Button variant="secondary" size="sm" className="mt-4" onClick={() => setFilters({})}>
                  {t('audit.clearFilters')}
                </Button>
              </>
            ) : (
              <p>{t('audit.emptyText')}</p>
            )}
          </EmptyState>
        }
      >
        {({ total, items }) => (
          <>
            <p className="text-sm text-slate-700" aria-live="polite">
              {t('audit.total', { count: total })}
            </p>
            <div className={`mt-3 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
              <EntryList items={items} />
            </div>
          </>
        )}
      </AdminResults>
    </>
  );
}

function Actor({ entry }: { entry: AuditLogEntry }) {
  const t = useT(adminMessages);
  return (
    <>
      <span className="wrap-anywhere">{entry.actorEmail}</span>
      {entry.actorId === null ? (
        <span className="block text-xs text-slate-600">{t('audit.accountDeleted')}</span>
      ) : null}
    </>
  );
}

function EntryList({ items }: { items: AuditLogEntry[] }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  return (
    <AdminList
      items={items}
      caption={t('audit.caption')}
      columns={[t('audit.date'), t('audit.action'), t('audit.target'), t('audit.admin'), t('audit.reason')]}
      card={(entry) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge color="indigo">{t(`audit.actionLabel.${entry.action}`)}</Badge>
            <time dateTime={entry.createdAt} className="text-xs text-slate-600">
              {formatDateTime(entry.createdAt, undefined, locale)}
            </time>
          </div>
          <p className="mt-3 font-medium wrap-anywhere text-slate-900">{entry.targetLabel}</p>
          <p className="text-xs text-slate-600">{t(`audit.targetType.${entry.targetType}`)}</p>
          <p className="mt-2 text-sm text-slate-700">
            <span className="text-slate-600">{t('audit.by')}</span>
            <Actor entry={entry} />
          </p>
          {entry.reason ? (
            <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{entry.reason}</p>
          ) : null}
        </>
      )}
      row={(entry) => (
        <>
          <td className="px-4 py-3 whitespace-nowrap text-slate-700">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, undefined, locale)}</time>
          </td>
          <td className="px-4 py-3">
            <Badge color="indigo">{t(`audit.actionLabel.${entry.action}`)}</Badge>
          </td>
          <td className="px-4 py-3">
            <span className="block font-medium wrap-anywhere text-slate-900">{entry.targetLabel}</span>
            <span className="text-xs text-slate-600">{t(`audit.targetType.${entry.targetType}`)}</span>
          </td>
          <td className="px-4 py-3 text-slate-700">
            <Actor entry={entry} />
          </td>
          <td className="max-w-xs px-4 py-3 text-slate-700">
            <ClampedText text={entry.reason} clamp="line-clamp-3" fallback={t('audit.none')} />
          </td>
        </>
      )}
    />
  );
}
