import type { Access } from 'payload'

/** For writes that only server-side use cases perform, with overrideAccess and a stated reason. */
export const nobody: Access = () => false
