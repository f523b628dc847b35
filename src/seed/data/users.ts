import type { RequiredDataFromCollectionSlug } from 'payload'

/** Demo logins. Quoted by the README and used by the tests; never use these outside demo data. */
export const DEMO_OWNER = { email: 'owner@swsd.example', password: 'owner-demo-password' } as const
export const DEMO_INSTRUCTOR = { email: 'instructor@swsd.example', password: 'instructor-demo-password' } as const

/** The owner comes first: the first user of an empty database becomes an owner anyway. */
export const users: RequiredDataFromCollectionSlug<'users'>[] = [
  { ...DEMO_OWNER, name: 'Demo Owner', role: 'owner' },
  { ...DEMO_INSTRUCTOR, name: 'Demo Instructor', role: 'instructor' },
]
