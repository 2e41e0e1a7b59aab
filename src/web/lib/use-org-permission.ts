import { can, isOrgRole, type OrgPermission } from '../../shared/organisation-roles';
import { useAuth } from './auth';

/**
 * Whether the signed-in member's role allows `permission`, to hide what the server would refuse. The role
 * comes with the session (`user.organisation.role`); while it is unknown everything shows, and the server
 * still decides.
 */
export function useOrgPermission(): (permission: OrgPermission) => boolean {
  const { user } = useAuth();
  const role = (user as { organisation?: { role?: unknown } | null } | null)?.organisation?.role;
  return (permission) => !isOrgRole(role) || can(role, permission);
}
