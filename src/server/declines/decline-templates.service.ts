/** An organisation's decline templates and its setting, as its members read and edit them (decision 044). */
import {
  DECLINE_REASONS,
  DECLINE_TEMPLATES_MAX,
  defaultTemplateId,
  type DeclineTemplate,
  type DeclineTemplateInputSchema,
  type DeclineTemplates,
} from '../../shared/declines';
import { defaultTemplate, RAW_VALUES } from '../../shared/decline-messages';
import type { Locale } from '../../shared/i18n/locales';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import type { CompanyActor } from '../auth/session';
import {
  countOwnTemplates,
  deleteTemplate,
  findOrganisationDeclineFacts,
  insertTemplate,
  listOwnTemplates,
  setTellRemainingApplicants,
  updateTemplate,
  type DeclineTemplateRow,
} from './declines.repo';

const TEMPLATE_NOT_FOUND = em('declines.templateNotFound');

const toTemplate = (row: DeclineTemplateRow): DeclineTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  reason: row.replacesDefault,
  isDefault: false,
  edited: row.replacesDefault !== null,
});

/**
 * The organisation's templates as its members pick and edit them: each default (in the member's language, or
 * the organisation's edited text in its place), then its own.
 */
export async function listTemplates(
  db: Db,
  organisationId: string,
  locale: Locale,
): Promise<DeclineTemplates> {
  const [rows, facts] = await Promise.all([
    listOwnTemplates(db, organisationId),
    findOrganisationDeclineFacts(db, organisationId),
  ]);
  const edited = new Map(rows.filter((row) => row.replacesDefault).map((row) => [row.replacesDefault, row]));
  const defaults = DECLINE_REASONS.map((reason): DeclineTemplate => {
    const own = edited.get(reason);
    if (own) return toTemplate(own);
    return {
      id: defaultTemplateId(reason),
      ...defaultTemplate(locale, reason, RAW_VALUES),
      reason,
      isDefault: true,
      edited: false,
    };
  });
  return {
    templates: [...defaults, ...rows.filter((row) => !row.replacesDefault).map(toTemplate)],
    tellRemainingApplicants: facts?.tellRemainingApplicants ?? true,
  };
}

type TemplateInput = z.output<typeof DeclineTemplateInputSchema>;

export async function createTemplate(
  db: Db,
  actor: CompanyActor,
  input: TemplateInput,
  now: Date,
): Promise<DeclineTemplate> {
  return db.transaction(async (tx) => {
    if ((await countOwnTemplates(tx, actor.companyId)) >= DECLINE_TEMPLATES_MAX)
      throw conflict(em('declines.tooManyTemplates', { max: DECLINE_TEMPLATES_MAX }));
    const row = await insertTemplate(tx, {
      organisationId: actor.companyId,
      name: input.name,
      subject: input.subject,
      body: input.body,
      replacesDefault: input.replacesDefault,
      createdAt: now,
    });
    if (!row) throw conflict(em('declines.defaultTaken'));
    return toTemplate(row);
  });
}

export async function editTemplate(
  db: Db,
  actor: CompanyActor,
  id: string,
  input: TemplateInput,
  now: Date,
): Promise<DeclineTemplate> {
  if (!isUuid(id)) throw notFound(TEMPLATE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const row = await updateTemplate(tx, actor.companyId, id, input, now);
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    return toTemplate(row);
  });
}

/** Deletes an own template; an edited default's text goes, and the default is used again. */
export async function removeTemplate(db: Db, actor: CompanyActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(TEMPLATE_NOT_FOUND);
  const deleted = await db.transaction((tx) => deleteTemplate(tx, actor.companyId, id));
  if (!deleted) throw notFound(TEMPLATE_NOT_FOUND);
}

export async function changeDeclineSettings(db: Db, actor: CompanyActor, tellRemainingApplicants: boolean) {
  await db.transaction((tx) => setTellRemainingApplicants(tx, actor.companyId, tellRemainingApplicants));
  return { tellRemainingApplicants };
}
