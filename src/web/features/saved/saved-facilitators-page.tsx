import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Briefcase, MapPin, Users } from 'lucide-react';
import { focusAreaById, focusAreaLabel } from '../../../shared/focus-areas';
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
import { toastError, toastSuccess } from '../../lib/toast';
import { usePageParam } from '../../lib/use-page-param';
import { useSaveFacilitatorNote, useSavedFacilitators, useSetFacilitatorSaved } from './api';

const NoteFormSchema = z.object({ note: SavedNoteSchema });

export function Component() {
  const [page, setPage] = usePageParam({ scroll: 'smooth' });
  const savedFacilitators = useSavedFacilitators(page);

  return (
    <PagedListPage
      title="Saved facilitators"
      metaDescription="Facilitators you saved, with your private notes."
      description="Facilitators you saved, each with a note only your company sees."
      source={{ to: '/facilitators', label: 'Find Facilitators' }}
      emptyIcon={<Users aria-hidden className="h-8 w-8" />}
      emptyTitle="No saved facilitators yet"
      emptyHint="Save facilitators from the directory or their profiles to keep a shortlist with your notes."
      query={savedFacilitators}
      onPageChange={setPage}
      loadingLabel="Loading your saved facilitators"
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
  const name = `${facilitator.firstName} ${facilitator.lastName}`.trim();
  const onRemove = () =>
    remove.mutate(
      { facilitatorId: facilitator.id, saved: false },
      {
        onSuccess: () => toastSuccess('Removed from saved facilitators', name),
        onError: (error) => toastError('Could not remove the facilitator', error.message),
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
            <p className="mt-0.5 text-sm text-slate-700">{facilitator.headline}</p>
            <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="h-4 w-4" /> {facilitator.location}
              </span>
              {facilitator.yearsExperience !== null ? (
                <span className="inline-flex items-center gap-1">
                  <Briefcase aria-hidden className="h-4 w-4" />
                  {facilitator.yearsExperience === 1 ? '1 year' : `${facilitator.yearsExperience} years`} of
                  experience
                </span>
              ) : null}
            </p>
            {facilitator.focusAreas.length ? (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Focus areas">
                {facilitator.focusAreas.map((id) => (
                  <li key={id}>
                    <Badge color={focusAreaById(id)?.color ?? 'gray'}>{focusAreaLabel(id)}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={onRemove}
          disabled={remove.isPending}
        >
          {remove.isPending ? 'Removing...' : 'Remove'}{' '}
          <span className="sr-only">{name} from saved facilitators</span>
        </Button>
      </div>
      <NoteForm facilitatorId={facilitator.id} name={name} note={note} />
    </Card>
  );
}

/** The company's private note about one saved facilitator. */
function NoteForm({ facilitatorId, name, note }: { facilitatorId: string; name: string; note: string }) {
  const save = useSaveFacilitatorNote();
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
      toastSuccess('Note saved');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const noteError = apiError?.fieldErrors?.note?.[0];
      if (noteError) setError('note', { type: 'server', message: noteError });
      else toastError('Could not save the note', apiError?.message ?? 'An unexpected error occurred');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-2 border-t border-slate-100 pt-4">
      <FormField
        label={
          <>
            Private note <span className="sr-only">about {name}</span>
          </>
        }
        hint={`Only your company sees this note. ${length.toLocaleString('en-US')} / ${SAVED_NOTE_MAX.toLocaleString('en-US')} characters`}
        error={errors.note?.message}
      >
        <Textarea {...register('note')} rows={3} maxLength={SAVED_NOTE_MAX} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save note'} <span className="sr-only">about {name}</span>
        </Button>
      </div>
    </form>
  );
}
