import { useId, useState } from 'react';
import {
  TEMPLATE_PLACEHOLDERS,
  type DeclineTemplate,
  type DeclineTemplateInput,
} from '../../../shared/declines';
import { declineMessages } from '../../../shared/decline-messages';
import { BackLink } from '../../components/back-link';
import { PageMeta } from '../../components/page-meta';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadingState } from '../../components/ui/skeleton';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useOrgPermission } from '../../lib/use-org-permission';
import { useDeclineSettings, useDeclineTemplates, useDeleteTemplate, useSaveTemplate } from './api';

/**
 * /company/organisation/decline-messages: the messages applicants get when declined. Defaults go out in
 * the applicant's language; the organisation edits them (its text then replaces the default) or writes its
 * own. Members who move applicants edit; the others read.
 */
export function Component() {
  const t = useT(declineMessages);
  const templates = useDeclineTemplates();
  const allows = useOrgPermission();
  const edits = allows('pipeline');
  const [editing, setEditing] = useState<DeclineTemplate | 'new' | null>(null);
  return (
    <PageShell>
      <PageMeta title={t('settings.title')} />
      <div className="mx-auto max-w-3xl">
        <BackLink to="/company/organisation" variant="underline">
          {t('settings.back')}
        </BackLink>
        <div className="mt-4">
          <PageHeader
            title={t('settings.title')}
            description={t('settings.description')}
            actions={
              edits && editing === null ? (
                <Button onClick={() => setEditing('new')}>{t('settings.new')}</Button>
              ) : undefined
            }
          />
        </div>
        {templates.isError ? (
          <QueryError
            className="mt-6"
            error={templates.error}
            onRetry={templates.refetch}
            retrying={templates.isFetching}
          />
        ) : !templates.data ? (
          <LoadingState label={t('settings.loading')} />
        ) : (
          <div className="mt-8 space-y-6">
            {edits ? (
              <TellRemaining value={templates.data.tellRemainingApplicants} />
            ) : (
              <p className="text-sm text-slate-700">{t('settings.noRole')}</p>
            )}
            {editing === 'new' ? <TemplateForm onDone={() => setEditing(null)} /> : null}
            <ul className="space-y-4">
              {templates.data.templates.map((template) => (
                <li key={template.id}>
                  {editing !== 'new' && editing?.id === template.id ? (
                    <TemplateForm template={template} onDone={() => setEditing(null)} />
                  ) : (
                    <TemplateCard template={template} edits={edits} onEdit={() => setEditing(template)} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </PageShell>
  );
}

function TellRemaining({ value }: { value: boolean }) {
  const t = useT(declineMessages);
  const common = useT(commonMessages);
  const save = useDeclineSettings();
  const id = useId();
  return (
    <Card className="flex items-start gap-3 p-5">
      <input
        id={id}
        type="checkbox"
        checked={value}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { tellRemainingApplicants: event.target.checked },
            {
              onSuccess: () => toastSuccess(t('settings.tellRemainingSaved')),
              onError: (error) => toastError(common('error'), error.message),
            },
          )
        }
        className="mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-indigo-600"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {t('settings.tellRemaining')}
      </label>
    </Card>
  );
}

function TemplateCard({
  template,
  edits,
  onEdit,
}: {
  template: DeclineTemplate;
  edits: boolean;
  onEdit: () => void;
}) {
  const t = useT(declineMessages);
  const common = useT(commonMessages);
  const remove = useDeleteTemplate();
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-slate-900">{template.name}</h2>
        <Badge color={template.isDefault ? 'gray' : template.edited ? 'yellow' : 'indigo'}>
          {template.isDefault
            ? t('settings.default')
            : template.edited
              ? t('settings.edited')
              : t('settings.own')}
        </Badge>
      </div>
      <p className="mt-2 text-sm font-medium text-slate-800">{template.subject}</p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{template.body}</p>
      {edits ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            {t('settings.edit')}
          </Button>
          {template.isDefault ? null : (
            <Button
              size="sm"
              variant="secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(template.id, {
                  onSuccess: () => toastSuccess(t('settings.deleted')),
                  onError: (error) => toastError(common('error'), error.message),
                })
              }
            >
              {template.edited ? t('settings.restore') : t('settings.delete')}
            </Button>
          )}
        </div>
      ) : null}
    </Card>
  );
}

/** Writes a new template, edits an own one, or (a default's) writes the organisation's text in its place. */
function TemplateForm({ template, onDone }: { template?: DeclineTemplate; onDone: () => void }) {
  const t = useT(declineMessages);
  const save = useSaveTemplate();
  const [values, setValues] = useState({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), subject: useId(), body: useId(), hint: useId(), error: useId() };
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  });
  return (
    <Card className="p-5">
      <form
        noValidate
        className="space-y-4"
        aria-describedby={error ? ids.error : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const input: DeclineTemplateInput & { id?: string } = template?.isDefault
            ? { ...values, replacesDefault: template.reason }
            : { ...values, id: template?.id, replacesDefault: template?.reason ?? null };
          save.mutate(input, {
            onSuccess: () => {
              toastSuccess(t('settings.saved'));
              onDone();
            },
            onError: (failure) => setError(failure.message),
          });
        }}
      >
        {error ? (
          <p id={ids.error} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="space-y-1">
          <Label htmlFor={ids.name}>{t('settings.name')}</Label>
          <Input id={ids.name} {...field('name')} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={ids.subject}>{t('settings.subject')}</Label>
          <Input id={ids.subject} {...field('subject')} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={ids.body}>{t('settings.body')}</Label>
          <Textarea id={ids.body} rows={8} aria-describedby={ids.hint} {...field('body')} />
          <p id={ids.hint} className="text-xs text-slate-600">
            {t('settings.placeholders', { placeholders: TEMPLATE_PLACEHOLDERS.join(', ') })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('settings.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('settings.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
