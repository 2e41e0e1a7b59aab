import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MessageSquareQuote } from 'lucide-react';
import {
  REFERENCE_ORGANISATION_MAX,
  REFERENCE_TEXT_MAX,
  REFERENCE_TEXT_MIN,
  ReferenceGiveInputSchema,
} from '../../../shared/reviews';
import type { ReferenceForm } from '../../../shared/outside-references';
import { MailLinkPage } from '../../components/mail-link-page';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input, Textarea } from '../../components/ui/input';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { useHydrated } from '../../lib/hydration';
import { useLocale, useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { referenceFormQuery, useGiveReference } from './api';
import { referenceMessages } from './messages';

type GiveValues = z.input<typeof ReferenceGiveInputSchema>;

/**
 * /references/:token, the link of a reference request mail: a client from outside the platform, without an
 * account, writes the facilitator's reference. The server draws the page, so that its form posts before the
 * script runs (POST /references/:token, which comes back here with ?given=1); opening it changes nothing.
 */
export function Component() {
  const { token = '' } = useParams();
  const t = useT(referenceMessages);
  return (
    <MailLinkPage title={t('page.title')} icon={MessageSquareQuote}>
      <ReferenceContent token={token} />
    </MailLinkPage>
  );
}

/** 410: given, withdrawn or expired; 404 or 400: a link that is none of ours. */
const isDeadLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 410 || error.status === 404 || error.status === 400);

function ReferenceContent({ token }: { token: string }) {
  const t = useT(referenceMessages);
  const form = useQuery(referenceFormQuery(token));
  const [params] = useSearchParams();
  const [given, setGiven] = useState(false);

  if (given || (params.get('given') === '1' && form.isError)) return <Given />;
  if (form.isPending) return <LoadingState label={t('page.checking')} />;
  if (form.isError) {
    if (form.error instanceof ApiError && form.error.code === 'REFERENCE_GIVEN') return <Given />;
    if (isDeadLink(form.error)) return <DeadLink message={form.error.message} />;
    return <QueryError error={form.error} onRetry={form.refetch} retrying={form.isFetching} />;
  }
  return <GiveForm token={token} asking={form.data} onGiven={() => setGiven(true)} />;
}

function GiveForm({ token, asking, onGiven }: { token: string; asking: ReferenceForm; onGiven: () => void }) {
  const t = useT(referenceMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const give = useGiveReference(token);
  // Before the script runs, the browser checks the fields' lengths itself; after, the form's own messages do.
  const hydrated = useHydrated();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GiveValues>({
    resolver: zodResolver(ReferenceGiveInputSchema),
    defaultValues: { text: '', role: '' },
  });
  const name = asking.facilitatorName;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await give.mutateAsync(values);
      toastSuccess(t('done.title'), t('done.text'));
      onGiven();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : common('unexpectedError');
      setRefusal(message);
      toastError(t('form.failed'), message);
    }
  });

  return (
    <>
      <p className="text-lg text-slate-800">
        {asking.organisation
          ? t('page.asksOrganisation', { name, organisation: asking.organisation })
          : t('page.asks', { name })}
      </p>
      {asking.message ? (
        <figure className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <figcaption className="text-sm font-medium text-slate-600">{t('page.message')}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-slate-800">{asking.message}</blockquote>
        </figure>
      ) : null}
      <p className="text-sm text-slate-700">{t('page.explain', { name })}</p>
      {/* A real form: before the script runs, the browser posts it to the page's own address. */}
      <form
        method="post"
        action={`/references/${encodeURIComponent(token)}`}
        onSubmit={onSubmit}
        noValidate={hydrated}
        className="space-y-4"
        aria-label={t('form.label')}
      >
        <input type="hidden" name="locale" value={locale} />
        {refusal ? (
          <Alert tone="error" title={t('form.failed')}>
            {refusal}
          </Alert>
        ) : null}
        <FormField
          label={t('form.text')}
          hint={t('form.textHint', { min: REFERENCE_TEXT_MIN, max: REFERENCE_TEXT_MAX })}
          error={errors.text?.message}
        >
          <Textarea
            rows={8}
            required
            minLength={REFERENCE_TEXT_MIN}
            maxLength={REFERENCE_TEXT_MAX}
            {...register('text')}
          />
        </FormField>
        <FormField label={t('form.role')} hint={t('form.roleHint')} error={errors.role?.message} optional>
          <Input
            maxLength={REFERENCE_ORGANISATION_MAX}

            {...register('role')}
          />
        </FormField>
        <Button type="submit" className="w-full sm:w-auto" disabled={give.isPending}>
          {give.isPending ? t('form.pending') : t('form.submit')}
        </Button>
      </form>
    </>
  );
}

function Given() {
  const t = useT(referenceMessages);
  return (
    <>
      <Alert tone="success" title={t('done.title')}>
        {t('done.text')}
      </Alert>
      <Link to="/" className={buttonClasses('secondary')}>
        {t('home')}
      </Link>
    </>
  );
}

function DeadLink({ message }: { message: string }) {
  const t = useT(referenceMessages);
  return (
    <>
      <Alert tone="error" title={t('dead.title')}>
        {message}
      </Alert>
      <p className="text-sm text-slate-700">{t('dead.text')}</p>
      <Link to="/" className={buttonClasses('secondary')}>
        {t('home')}
      </Link>
    </>
  );
}
