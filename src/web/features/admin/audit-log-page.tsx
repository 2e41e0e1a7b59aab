import { useSearchParams } from 'react-router';
import { ScrollText } from 'lucide-react';
import {
  ADMIN_ACTIONS,
  ADMIN_ACTION_LABELS,
  AUDIT_LOG_SEARCH_MAX,
  AUDIT_TARGET_TYPE_LABELS,
} from '../../../shared/admin-options';
import type { AuditLogEntry } from '../../../shared/admin';
import { FilterSelect, KeywordSearchForm } from '../../components/search-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import { AdminList, AdminListHeader, AdminResults, ClampedText, formatDateTime } from './admin-table';
import { useAuditLog } from './api';

export function Component() {
  const [params, setParams] = useSearchParams();
  const action = oneOf(ADMIN_ACTIONS, params.get('action'));
  const q = params.get('q')?.trim().slice(0, AUDIT_LOG_SEARCH_MAX) || undefined;
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAuditLog({ action, q, page });
  const filtered = Boolean(action || q);

  /** New filters start again at page 1. */
  const setFilters = (next: { action?: string; q?: string }) => {
    const copy = new URLSearchParams();
    if (next.action) copy.set('action', next.action);
    if (next.q) copy.set('q', next.q);
    setParams(copy);
  };

  return (
    <>
      <AdminListHeader
        title="Audit Log"
        description="Every action taken in the admin console, newest first, with who took it and when."
      >
        <div className="grid gap-4 md:grid-cols-[14rem_1fr] md:items-end">
          <FilterSelect
            id="audit-action"
            label="Action"
            value={action ?? ''}
            onChange={(next) => setFilters({ action: next, q })}
            allLabel="All actions"
            options={ADMIN_ACTIONS.map((value) => ({ value, label: ADMIN_ACTION_LABELS[value] }))}
          />
          <KeywordSearchForm
            key={q ?? ''}
            name="Audit log"
            id="audit-q"
            label="Search by admin or target"
            placeholder="An email, a name or a job title"
            maxLength={AUDIT_LOG_SEARCH_MAX}
            initial={q ?? ''}
            onSearch={(next) => setFilters({ action, q: next })}
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
          />
        </div>
      </AdminListHeader>

      <AdminResults
        className="mt-6"
        query={query}
        loadingLabel="Loading the audit log..."
        onPageChange={setPage}
        empty={
          <EmptyState
            title={filtered ? 'No entries match' : 'No admin actions yet'}
            icon={<ScrollText aria-hidden className="h-8 w-8" />}
          >
            {filtered ? (
              <>
                <p>Try another action or search term.</p>
                <Button variant="secondary" size="sm" className="mt-4" onClick={() => setFilters({})}>
                  Clear filters
                </Button>
              </>
            ) : (
              <p>Actions such as handling an access request appear here.</p>
            )}
          </EmptyState>
        }
      >
        {({ total, items }) => (
          <>
            <p className="text-sm text-slate-700" aria-live="polite">
              {total.toLocaleString('en-US')} {total === 1 ? 'entry' : 'entries'}
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
  return (
    <>
      <span className="wrap-anywhere">{entry.actorEmail}</span>
      {entry.actorId === null ? <span className="block text-xs text-slate-600">Account deleted</span> : null}
    </>
  );
}

function EntryList({ items }: { items: AuditLogEntry[] }) {
  return (
    <AdminList
      items={items}
      caption="Audit log entries, newest first"
      columns={['Date', 'Action', 'Target', 'Admin', 'Reason']}
      card={(entry) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge color="indigo">{ADMIN_ACTION_LABELS[entry.action]}</Badge>
            <time dateTime={entry.createdAt} className="text-xs text-slate-600">
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          <p className="mt-3 font-medium wrap-anywhere text-slate-900">{entry.targetLabel}</p>
          <p className="text-xs text-slate-600">{AUDIT_TARGET_TYPE_LABELS[entry.targetType]}</p>
          <p className="mt-2 text-sm text-slate-700">
            <span className="text-slate-600">By </span>
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
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </td>
          <td className="px-4 py-3">
            <Badge color="indigo">{ADMIN_ACTION_LABELS[entry.action]}</Badge>
          </td>
          <td className="px-4 py-3">
            <span className="block font-medium wrap-anywhere text-slate-900">{entry.targetLabel}</span>
            <span className="text-xs text-slate-600">{AUDIT_TARGET_TYPE_LABELS[entry.targetType]}</span>
          </td>
          <td className="px-4 py-3 text-slate-700">
            <Actor entry={entry} />
          </td>
          <td className="max-w-xs px-4 py-3 text-slate-700">
            <ClampedText text={entry.reason} clamp="line-clamp-3" fallback="None" />
          </td>
        </>
      )}
    />
  );
}
