import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Briefcase, MapPin, Users } from 'lucide-react';
import { focusAreaById, focusAreaName } from '../../../shared/focus-areas';
import { SAVED_NOTE_MAX, SavedNoteSchema, type SavedFacilitator } from '../../../shared/saved';
import { PagedListPage } from '../../components/paged-list';
import { AvatarSkeleton, Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { useSaveFacilitatorNote, useSavedFacilitators, useSetFacilitatorSaved } from './api';
import { savedMessages } from './messages';
import { RemoveButton } from './remove-button';

const NoteFormSchema = z.object({ note: SavedNoteSchema });

export function Component() {
  const [page, setPage] = usePageParam({ scroll: 'smooth' });
  const savedFacilitators = useSavedFacilitators(page);
  const t = useT(savedMessages);

  return (
    <PagedListPage
      title={t('facilitators.title')}
      metaDescription={t('facilitators.metaDescription')}
      description={t('facilitators.description')}
      source={{ to: '/facilitators', label: t('facilitators.source') }}
      emptyIcon={<Users aria-hidden className="h-8 w-8" />}
      emptyTitle={t('facilitators.empty')}
      emptyHint={t('facilitators.emptyHint')}
      query={savedFacilitators}
      onPageChange={setPage}
      loadingLabel={t('facilitators.loading')}
      placeholder={
        <Card className="p-6">
          <AvatarSkeleton
            avatar="h-14 w-14 rounded-full"
            bars={['h-5 w-48', 'h-4 w-64 max-w-full', 'h-20 w-full']}
          />
        </Card>
      }
      itemKey={(saved) => saved.facilitator.id}
      renderItem={(saved) => <SavedFacilitatorRow saved={saved} />}
    />
  );
}

function SavedFacilitatorRow({ saved: { facilitator, note } }: { saved: SavedFacilitator }) {
  const { user } = useAuth();
  const remove = useSetFacilitatorSaved(user?.id ?? null);
  const t = useT(savedMessages);
  const locale = useLocale();
  const name = `${facilitator.firstName} ${facilitator.lastName}`.trim();
  const onRemove = () =>
    remove.mutate(
      { facilitatorId: facilitator.id, saved: false },
      {
        onSuccess: () => toastSuccess(t('facilitators.removed'), name),
        onError: (error) => toastError(t('facilitators.removeFailed'), error.message),
      },
    );
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <div aria-hidden>
            <Avatar name={name} src={facilitator.avatarUrl} className="h-14 w-14" />
          </div>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link to={`/facilitators/${facilitator.id}`} className="hover:text-indigo-700 hover:underline">
                {name}
              </Link>
            </h2>
            <p lang={facilitator.contentLanguage} className="mt-0.5 text-sm text-slate-700">
              {facilitator.headline}
            </p>
            <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="h-4 w-4" /> {facilitator.location}
              </span>
              {facilitator.yearsExperience !== null ? (
                <span className="inline-flex items-center gap-1">
                  <Briefcase aria-hidden className="h-4 w-4" />
                  {t('facilitators.experience', { count: facilitator.yearsExperience })}
                </span>
              ) : null}
            </p>
            {facilitator.focusAreas.length ? (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('facilitators.focusAreas')}>
                {facilitator.focusAreas.map((id) => (
                  <li key={id}>
                    <Badge color={focusAreaById(id)?.color ?? 'gray'}>{focusAreaName(id, locale)}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <RemoveButton
          className="self-start"
          onClick={onRemove}
          pending={remove.isPending}
          what={t('facilitators.removeWhat', { name })}
        />
      </div>
      <NoteForm facilitatorId={facilitator.id} name={name} note={note} />
    </Card>
  );
}

/** The company's private note about one saved facilitator. */
function NoteForm({ facilitatorId, name, note }: { facilitatorId: string; name: string; note: string }) {
  const save = useSaveFacilitatorNote();
  const t = useT(savedMessages);
  const common = useT(commonMessages);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(NoteFormSchema), defaultValues: { note } });
  const length = (watch('note') ?? '').length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({ facilitatorId, note: values.note });
      reset({ note: result.note });
      toastSuccess(t('note.saved'));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const noteError = apiError?.fieldErrors?.note?.[0];
      if (noteError) setError('note', { type: 'server', message: noteError });
      else toastError(t('note.failed'), apiError?.message ?? common('unexpectedError'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-2 border-t border-slate-100 pt-4">
      <FormField
        label={
          <>
            {t('note.label')} <span className="sr-only">{t('note.about', { name })}</span>
          </>
        }
        hint={t('note.hint', { length, max: SAVED_NOTE_MAX })}
        error={errors.note?.message}
      >
        <Textarea {...register('note')} rows={3} maxLength={SAVED_NOTE_MAX} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('note.submit')}{' '}
          <span className="sr-only">{t('note.about', { name })}</span>
        </Button>
      </div>
    </form>
  );
}
