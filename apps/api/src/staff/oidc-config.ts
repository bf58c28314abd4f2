import { STAFF_ROLES, type StaffRole } from '@county/shared/staff';

// Staff sign-in through the county's identity provider (issue 45, decision 140), read from the
// environment. Without OIDC_ISSUER nothing changes: local accounts only.

export interface OidcConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The claim that lists a person's groups (OIDC_ROLES_CLAIM, 'groups' unless told). */
  rolesClaim: string;
  /** Which provider group grants which role (OIDC_ROLE_GROUPS); a group named as a role grants that role when unset. */
  roleGroups: Map<string, StaffRole[]>;
  /** Local accounts stay open beside the provider only when OIDC_LOCAL_SIGN_IN says so. */
  localSignIn: boolean;
}

function parseRoleGroups(text: string | undefined): Map<string, StaffRole[]> {
  const groups = new Map<string, StaffRole[]>();
  const pairs = text ? text.split(',').map((pair) => pair.split('=').map((part) => part.trim())) : STAFF_ROLES.map((role) => [role, role]);
  for (const [role, group, ...rest] of pairs) {
    if (!(STAFF_ROLES as readonly string[]).includes(role ?? '') || !group || rest.length > 0) {
      throw new Error(`OIDC_ROLE_GROUPS must read role=group,role=group with roles among ${STAFF_ROLES.join(', ')}; got '${text}'`);
    }
    groups.set(group, [...(groups.get(group) ?? []), role as StaffRole]);
  }
  return groups;
}

export function parseOidcConfig(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  if (!env.OIDC_ISSUER) return undefined;
  let issuer: URL;
  try {
    issuer = new URL(env.OIDC_ISSUER);
  } catch {
    throw new Error(`OIDC_ISSUER must be the provider's issuer URL, got '${env.OIDC_ISSUER}'`);
  }
  if (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET too');
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    rolesClaim: env.OIDC_ROLES_CLAIM || 'groups',
    roleGroups: parseRoleGroups(env.OIDC_ROLE_GROUPS),
    localSignIn: env.OIDC_LOCAL_SIGN_IN === '1' || env.OIDC_LOCAL_SIGN_IN === 'true',
  };
}

/** The roles a person's groups grant, each once. */
export function rolesOfGroups(config: OidcConfig, groups: unknown): StaffRole[] {
  const names = Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : typeof groups === 'string' ? [groups] : [];
  return STAFF_ROLES.filter((role) => names.some((name) => config.roleGroups.get(name)?.includes(role)));
}
