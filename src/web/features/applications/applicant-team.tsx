import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import type { z } from 'zod';
import type { ApplicantItem } from '../../../shared/applications';
import {
  CreateApplicantNoteSchema,
  SCORECARD_VALUES,
  TEAM_NOTE_MAX,
  type ApplicantNote,
  type ScorecardValue,
} from '../../../shared/organisations';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/dates';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { useErrorToast } from '../../lib/use-error-toast';
import { useAddApplicantNote, useApplicantTeam, useDeleteApplicantNote, useRateApplicant } from './api';
import { applicationMessages } from './messages';
import { TEXT_BUTTON } from './text-button';
import { useOrgPermission } from '../../lib/use-org-permission';

/** "3 ratings · 3.3 average · 2 notes": the team's scorecard and notes on the applicant, summed up. */
export function TeamSummary({ team }: { team: ApplicantItem['team'] }) {
  const t = useT(applicationMessages);
  const locale = useLocale();
  const parts = [t('team.ratings', { count: team.count })];
  if (team.average !== null) {
    const average = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(team.average);
    parts.push(t('team.average', { average }));
  }
  parts.push(t('team.notes', { count: team.notes }));
  return <p className="text-sm text-slate-700">{parts.join(' · ')}</p>;
}

/**
 * The card's Team notes: its summary, and a panel that opens on demand with the team's private notes and
 * scorecard on the applicant. Members whose role may note write notes, delete their own and rate.
 */
export function ApplicantTeam({ application, jobId }: { application: ApplicantItem; jobId: string }) {
  const t = useT(applicationMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <TeamSummary team={application.team} />
        <button
          type="button"
          className={cn(TEXT_BUTTON, 'inline-flex min-h-6 items-center')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          {t('team.toggle')}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <TeamPanel applicationId={application.id} jobId={jobId} /> : null}
      </div>
    </div>
  );
}

function TeamPanel({ applicationId, jobId }: { applicationId: string; jobId: string }) {
  const t = useT(applicationMessages);
  const allows = useOrgPermission();
  const team = useApplicantTeam(applicationId, true);
  const mayNote = allows('notes');

  if (team.isPending) {
    return (
      <p role="status" className="mt-3 text-sm text-slate-600">
        {t('team.loading')}
      </p>
    );
  }
  if (team.isError) {
    return (
      <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        {t('team.loadFailed')}
        <Button variant="secondary" size="sm" onClick={() => void team.refetch()}>
          {t('team.retry')}
        </Button>
      </div>
    );
  }
  const { notes, ratings, myScore } = team.data;
  return (
    <div className="mt-3 space-y-5 rounded-lg bg-slate-50 p-4">
      <p className="text-xs text-slate-600">{t('team.private')}</p>
      {mayNote ? <Scorecard applicationId={applicationId} jobId={jobId} myScore={myScore} /> : null}
      {ratings.length > 0 ? (
        <section>
          <h3 className="text-sm font-semibold text-slate-900">{t('team.ratingsTitle')}</h3>
          <ul className="mt-1.5 space-y-0.5 text-sm text-slate-700">
            {ratings.map((rating, index) => (
              <li key={`${rating.name}-${index}`}>
                {t('team.ratingBy', {
                  name: rating.isYou ? t('team.you', { name: rating.name }) : rating.name,
                  score: t(`team.score.${rating.score as ScorecardValue}`),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h3 className="text-sm font-semibold text-slate-900">{t('team.notesTitle')}</h3>
        {notes.length === 0 ? (
          <p className="mt-1.5 text-sm text-slate-600">{t('team.noNotes')}</p>
        ) : (
          <ul className="mt-1.5 space-y-3">
            {notes.map((note) => (
              <TeamNote
                key={note.id}
                note={note}
                applicationId={applicationId}
                jobId={jobId}
                mayDelete={mayNote && note.mine}
              />
            ))}
          </ul>
        )}
      </section>
      {mayNote ? <NoteForm applicationId={applicationId} jobId={jobId} /> : null}
    </div>
  );
}

function TeamNote({
  note,
  applicationId,
  jobId,
  mayDelete,
}: {
  note: ApplicantNote;
  applicationId: string;
  jobId: string;
  mayDelete: boolean;
}) {
  const t = useT(applicationMessages);
  const locale = useLocale();
  const remove = useDeleteApplicantNote(applicationId, jobId);
  const showError = useErrorToast();
  const time = timeAgo(note.createdAt, undefined, locale);
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="text-xs text-slate-600">{t('team.noteBy', { name: note.authorName, time })}</p>
        {mayDelete ? (
          <Button
            variant="ghost"
            size="sm"
            className="-my-1 shrink-0"
            disabled={remove.isPending}
            onClick={() => remove.mutate(note.id, { onError: showError })}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {richText(t('team.deleteNote', { name: note.authorName, time }), {
              sr: (text) => <span className="sr-only">{text}</span>,
            })}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line text-slate-800">{note.body}</p>
    </li>
  );
}

/** The member's own scorecard: four labelled choices; choosing one saves it. */
function Scorecard({
  applicationId,
  jobId,
  myScore,
}: {
  applicationId: string;
  jobId: string;
  myScore: number | null;
}) {
  const t = useT(applicationMessages);
  const rate = useRateApplicant(applicationId, jobId);
  const showError = useErrorToast();
  const name = useId();
  const chosen = rate.isPending ? rate.variables : myScore;
  // Not disabled while saving: the arrow keys move through the choices, and each move saves (the last wins).
  return (
    <fieldset aria-busy={rate.isPending}>
      <legend className="text-sm font-semibold text-slate-900">{t('team.scorecard')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {SCORECARD_VALUES.map((score) => (
          <label
            key={score}
            className={cn(
              'inline-flex min-h-8 cursor-pointer items-center rounded-full border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              chosen === score
                ? 'border-indigo-600 bg-indigo-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={score}
              className="sr-only"
              checked={chosen === score}
              onChange={() => rate.mutate(score, { onError: showError })}
            />
            {t(`team.score.${score}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type NoteValues = z.input<typeof CreateApplicantNoteSchema>;

function NoteForm({ applicationId, jobId }: { applicationId: string; jobId: string }) {
  const t = useT(applicationMessages);
  const add = useAddApplicantNote(applicationId, jobId);
  const showError = useErrorToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoteValues, unknown, z.output<typeof CreateApplicantNoteSchema>>({
    resolver: zodResolver(CreateApplicantNoteSchema),
    defaultValues: { body: '' },
  });
  const onSubmit = handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync(body);
      reset();
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <FormField
        label={t('team.addNote')}
        hint={t('team.addNoteHint', { max: TEAM_NOTE_MAX })}
        error={errors.body?.message}
      >
        <Textarea rows={3} maxLength={TEAM_NOTE_MAX} {...register('body')} />
      </FormField>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {t('team.saveNote')}
        </Button>
        {add.isPending ? (
          <span role="status" className="text-xs text-slate-600">
            {t('applicant.saving')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
