import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCredentialPageSchema,
  AdminCredentialQuerySchema,
  AdminCredentialSchema,
  CredentialInputSchema,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_SIZE_MESSAGE,
  EVIDENCE_TYPE_MESSAGE,
  OwnCredentialListSchema,
  OwnCredentialSchema,
  RejectCredentialSchema,
  RequestEvidenceSchema,
  VerifyCredentialSchema,
} from '../../shared/facilitation';
import { requireRole, signedInUser } from '../auth/session';
import { badRequest, notFound } from '../http/errors';
import { IdParams } from '../http/params';
import { noStore } from '../http/no-store';
import {
  attachmentDisposition,
  readEvidence,
  removeEvidence,
  sniffEvidence,
  uploadedName,
  writeEvidence,
} from '../storage/evidence';
import { acceptOneFileUploads, readUploadedFile } from '../storage/multipart-file';
import {
  addCredential,
  adminCredentialsPage,
  assertOwnCredential,
  attachEvidence,
  editCredential,
  evidenceFor,
  ownCredentials,
  rejectCredential,
  removeCredential,
  requestCredentialEvidence,
  setCredentialVerified,
} from './credentials.service';
import { em } from '../http/error-messages';

const EVIDENCE_UPLOAD_MESSAGES = {
  missing: em('files.chooseFile'),
  size: EVIDENCE_SIZE_MESSAGE,
  type: EVIDENCE_TYPE_MESSAGE,
};

/**
 * A facilitator's credentials and their evidence, and the admin's verification of them. The evidence is
 * personal: it is served only to its owner and to admins, always as a download, never as a page.
 */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  const uploadsDir = config.UPLOADS_DIR;
  const facilitator = { preValidation: requireRole('facilitator') };
  const admin = { preValidation: requireRole('admin') };
  // Files are removed after the commit that stops pointing at them; a failure leaves an orphan, not a hole.
  const removeFile = (name: string | null, log: { warn: (o: object, m: string) => void }) =>
    removeEvidence(uploadsDir, name).catch((error: unknown) =>
      log.warn({ err: error }, 'old evidence not removed'),
    );

  noStore(app);
  await acceptOneFileUploads(app, EVIDENCE_MAX_BYTES);

  app.get(
    '/api/profile/credentials',
    { ...facilitator, schema: { response: { 200: OwnCredentialListSchema } } },
    async (request) => ownCredentials(db, signedInUser(request).id),
  );

  app.post(
    '/api/profile/credentials',
    { ...facilitator, schema: { body: CredentialInputSchema, response: { 201: OwnCredentialSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addCredential(db, signedInUser(request).id, request.body, clock.now())),
  );

  app.patch(
    '/api/profile/credentials/:id',
    {
      ...facilitator,
      schema: { params: IdParams, body: CredentialInputSchema, response: { 200: OwnCredentialSchema } },
    },
    async (request) =>
      editCredential(db, signedInUser(request).id, request.params.id, request.body, clock.now()),
  );

  app.delete(
    '/api/profile/credentials/:id',
    { ...facilitator, schema: { params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const evidence = await removeCredential(db, signedInUser(request).id, request.params.id);
      await removeFile(evidence, request.log);
      return reply.status(204).send(null);
    },
  );

  /** One file field named "file": a PDF or an image, checked by its content, stored as uploaded. */
  app.post(
    '/api/profile/credentials/:id/evidence',
    {
      ...facilitator,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { params: IdParams, response: { 200: OwnCredentialSchema } },
    },
    async (request) => {
      const current = signedInUser(request);
      await assertOwnCredential(db, current.id, request.params.id);
      const { data, filename } = await readUploadedFile(request, EVIDENCE_UPLOAD_MESSAGES);
      const type = await sniffEvidence(data);
      if (!type) throw badRequest(EVIDENCE_TYPE_MESSAGE, { file: [EVIDENCE_TYPE_MESSAGE] });
      const path = await writeEvidence(uploadsDir, data);
      let result;
      try {
        result = await attachEvidence(
          db,
          current.id,
          request.params.id,
          { path, type, name: uploadedName(filename) },
          clock.now(),
        );
      } catch (error) {
        await removeFile(path, request.log);
        throw error;
      }
      await removeFile(result.replaced, request.log);
      return result.credential;
    },
  );

  /** To its owner and admins only; a download of its sniffed type that no browser renders as a page. */
  app.get(
    '/api/credentials/:id/evidence',
    { preValidation: requireRole('any'), schema: { params: IdParams } },
    async (request, reply) => {
      const evidence = await evidenceFor(db, signedInUser(request), request.params.id);
      const data = await readEvidence(uploadsDir, evidence.path);
      if (!data) throw notFound(em('files.notFound'));
      return reply
        .header('content-disposition', attachmentDisposition(evidence.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(evidence.type)
        .send(data);
    },
  );

  // ------------------------------------------------------------ admin

  app.get(
    '/api/admin/credentials',
    {
      ...admin,
      schema: { querystring: AdminCredentialQuerySchema, response: { 200: AdminCredentialPageSchema } },
    },
    async (request) => adminCredentialsPage(db, request.query),
  );

  app.post(
    '/api/admin/credentials/:id/verify',
    {
      ...admin,
      schema: { params: IdParams, body: VerifyCredentialSchema, response: { 200: AdminCredentialSchema } },
    },
    async (request) =>
      setCredentialVerified(
        db,
        signedInUser(request),
        request.params.id,
        { verified: true, version: request.body.version },
        clock.now(),
      ),
  );

  app.post(
    '/api/admin/credentials/:id/unverify',
    { ...admin, schema: { params: IdParams, response: { 200: AdminCredentialSchema } } },
    async (request) =>
      setCredentialVerified(db, signedInUser(request), request.params.id, { verified: false }, clock.now()),
  );

  app.post(
    '/api/admin/credentials/:id/reject',
    {
      ...admin,
      schema: { params: IdParams, body: RejectCredentialSchema, response: { 200: AdminCredentialSchema } },
    },
    async (request) =>
      rejectCredential(db, signedInUser(request), request.params.id, request.body.reason, clock.now()),
  );

  app.post(
    '/api/admin/credentials/:id/request-evidence',
    {
      ...admin,
      schema: { params: IdParams, body: RequestEvidenceSchema, response: { 200: AdminCredentialSchema } },
    },
    async (request) =>
      requestCredentialEvidence(
        db,
        signedInUser(request),
        request.params.id,
        request.body.message,
        clock.now(),
      ),
  );
};
