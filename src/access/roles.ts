export const ROLES = ['owner', 'instructor'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { role?: Role | null; collection?: string } | null | undefined

export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(user && user.collection === 'users' && user.role && roles.includes(user.role))
