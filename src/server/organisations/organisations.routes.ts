import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptInvitationSchema,
  ChangeRoleSchema,
  DeleteOrganisationSchema,
  InvitationPreviewSchema,
  InvitationTokenParams,
  InviteMemberSchema,
  JoinedSchema,
  JoinWithSignUpSchema,
  LeaveOrganisationSchema,
  MemberIdParams,
  MyOrganisationsSchema,
  OrgAuditPageSchema,
  OrgAuditQuerySchema,
  OrgInvitationSchema,
  OrganisationPageSchema,
  RemoveMemberSchema,
  SwitchOrganisationSchema,
  TransferOwnershipSchema,
} from '../../shared/organisations';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { requireRole, signedInCompany, signedInUser } from '../auth/session';
import { noStore } from '../http/no-store';
import { IdParams } from '../http/params';
import { requestLocale } from '../i18n';
import {
  acceptInvitation,
  auditLogPage,
  changeRole,
  deleteOrganisation,
  inviteMember,
  joinWithSignUp,
  leaveOrganisation,
  myOrganisations,
  organisationPage,
  previewInvitation,
  removeMember,
  switchOrganisation,
  transferOwnership,
  withdrawInvitation,
} from './organisations.service';

/**
 * An organisation's members and roles: the team page, invitations (and the link that joins), role
 * changes, removal, leaving, transfer of ownership, deletion, the audit log and the account menu's
 * switcher. What a role may do is `can()` of src/shared/organisation-roles.ts, checked by the guard.
 */
export const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const anyMember = { preValidation: requireRole('company') };
  const members = { preValidation: requireRole('company', { permission: 'members' }) };
  const ownership = { preValidation: requireRole('company', { permission: 'ownership' }) };
  const noContent = { 204: z.null() };

  // ------------------------------------------------------------ the organisation page

  app.get(
    '/api/organisation',
    { ...anyMember, schema: { response: { 200: OrganisationPageSchema } } },
    async (request) => organisationPage(app.deps, signedInCompany(request)),
  );

  app.post(
    '/api/organisation/invitations',
    { ...members, schema: { body: InviteMemberSchema, response: { 201: OrgInvitationSchema } } },
    async (request, reply) =>
      reply.status(201).send(await inviteMember(app.deps, signedInCompany(request), request.body)),
  );

  app.delete(
    '/api/organisation/invitations/:id',
    { ...members, schema: { params: IdParams, response: noContent } },
    async (request, reply) => {
      await withdrawInvitation(app.deps, signedInCompany(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/organisation/members/:userId',
    { ...members, schema: { params: MemberIdParams, body: ChangeRoleSchema, response: noContent } },
    async (request, reply) => {
      await changeRole(app.deps, signedInCompany(request), request.params.userId, request.body.role);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/organisation/members/:userId',
    { ...members, schema: { params: MemberIdParams, body: RemoveMemberSchema, response: noContent } },
    async (request, reply) => {
      await removeMember(app.deps, signedInCompany(request), request.params.userId, request.body.takeoverId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/organisation/leave',
    { ...anyMember, schema: { body: LeaveOrganisationSchema, response: noContent } },
    async (request, reply) => {
      await leaveOrganisation(app.deps, signedInCompany(request), request.body.takeoverId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/organisation/transfer',
    { ...ownership, schema: { body: TransferOwnershipSchema, response: noContent } },
    async (request, reply) => {
      await transferOwnership(app.deps, signedInCompany(request), request.body.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/organisation',
    { ...ownership, schema: { body: DeleteOrganisationSchema, response: noContent } },
    async (request, reply) => {
      await deleteOrganisation(app.deps, signedInCompany(request), request.body.confirmName);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/organisation/audit',
    { ...members, schema: { querystring: OrgAuditQuerySchema, response: { 200: OrgAuditPageSchema } } },
    async (request) =>
      auditLogPage(app.deps, signedInCompany(request), request.query.page, request.query.pageSize),
  );

  // ------------------------------------------------------------ the invitation link

  /** What the link offers; the signed token is the only credential. */
  app.get(
    '/api/organisation-invitations/:token',
    { schema: { params: InvitationTokenParams, response: { 200: InvitationPreviewSchema } } },
    async (request) => previewInvitation(app.deps, request.params.token),
  );

  app.post(
    '/api/organisation-invitations/accept',
    {
      preValidation: requireRole('any'),
      schema: { body: AcceptInvitationSchema, response: { 200: JoinedSchema } },
    },
    async (request) => acceptInvitation(app.deps, signedInUser(request), request.body.token),
  );

  /** A new account for the invited address joins, and is signed in by the answer's session cookie. */
  app.post(
    '/api/organisation-invitations/sign-up',
    { schema: { body: JoinWithSignUpSchema, response: { 201: JoinedSchema } } },
    async (request, reply) => {
      const joined = await joinWithSignUp(app.deps, request.body, requestLocale(request));
      const headers = fromNodeHeaders(request.headers);
      headers.delete('cookie');
      headers.set(CLIENT_IP_HEADER, request.ip);
      const signedIn = await app.auth.api.signInEmail({
        body: { email: joined.email, password: request.body.password, rememberMe: true },
        headers,
        returnHeaders: true,
      });
      reply.header('set-cookie', signedIn.headers.getSetCookie());
      return reply
        .status(201)
        .send({ organisationId: joined.organisationId, organisationName: joined.organisationName });
    },
  );

  // ------------------------------------------------------------ the account menu's switcher

  app.get(
    '/api/me/organisations',
    { ...anyMember, schema: { response: { 200: MyOrganisationsSchema } } },
    async (request) => myOrganisations(app.deps, signedInUser(request)),
  );

  app.put(
    '/api/me/organisation',
    { ...anyMember, schema: { body: SwitchOrganisationSchema, response: { 200: MyOrganisationsSchema } } },
    async (request) => switchOrganisation(app.deps, signedInUser(request), request.body.organisationId),
  );
};
