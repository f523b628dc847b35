import type { RequiredDataFromCollectionSlug } from 'payload'

import { BUSINESS_NAME, DEFAULT_INSTRUCTOR } from './settings'

type ClassSeed = RequiredDataFromCollectionSlug<'classes'>

/** Keyed so schedules can point at a class; the class name is the natural key in the database. */
export const classes = {
  adultWalnutCreek: {
    name: 'Adult & Teen Self-Defense — Walnut Creek',
    type: 'public-adult-teen',
    description:
      'Our signature three-hour class for women and teens 15+: awareness, boundary setting, and simple strikes and escapes practiced at full speed on padded targets.',
    location: '1250 Locust St, Walnut Creek, CA 94596',
    venueName: 'Lotus Yoga Studio',
    city: 'Walnut Creek',
    instructor: DEFAULT_INSTRUCTOR,
    priceCents: 7500,
    partnerOrganization: BUSINESS_NAME,
    bookingMethod: 'swsd website',
    isActive: true,
  },
  adultConcord: {
    name: 'Adult & Teen Self-Defense — Concord',
    type: 'public-adult-teen',
    description:
      'The same hands-on three-hour curriculum on a weeknight, for ages 15+. No experience or fitness level required.',
    location: '2150 Salvio St, Concord, CA 94520',
    venueName: 'Todos Santos Community Room',
    city: 'Concord',
    instructor: DEFAULT_INSTRUCTOR,
    priceCents: 7500,
    partnerOrganization: BUSINESS_NAME,
    bookingMethod: 'swsd website',
    isActive: true,
  },
  motherDaughterPleasantHill: {
    name: 'Mother & Daughter Self-Defense — Pleasant Hill',
    type: 'public-mother-daughter',
    description:
      'Moms and daughters ages 12-15 train side by side for three hours, building confidence and a shared safety plan for school, sports and going out with friends.',
    location: '147 Gregory Ln, Pleasant Hill, CA 94523',
    venueName: 'Gregory Lane Fitness Studio',
    city: 'Pleasant Hill',
    instructor: DEFAULT_INSTRUCTOR,
    priceCents: 13900,
    partnerOrganization: BUSINESS_NAME,
    bookingMethod: 'swsd website',
    isActive: true,
  },
  motherDaughterWalnutCreekCity: {
    name: 'Mother & Daughter Self-Defense — Walnut Creek Recreation',
    type: 'public-mother-daughter',
    description:
      'A three-hour city-sponsored class for mothers and daughters ages 12-15. Register through Walnut Creek Recreation.',
    location: '1375 Civic Dr, Walnut Creek, CA 94596',
    venueName: 'Civic Park Community Center',
    city: 'Walnut Creek',
    instructor: DEFAULT_INSTRUCTOR,
    priceCents: 13900,
    partnerOrganization: 'City of Walnut Creek Recreation',
    bookingMethod: 'external',
    isActive: true,
  },
  motherDaughterDvc: {
    name: 'Mother & Daughter Self-Defense — Diablo Valley College',
    type: 'public-mother-daughter',
    description:
      'A two-hour evening introduction for mothers and daughters ages 12-15, offered through DVC Community Education.',
    location: '321 Golf Club Rd, Pleasant Hill, CA 94523',
    venueName: 'Diablo Valley College, Physical Education Center',
    city: 'Pleasant Hill',
    instructor: DEFAULT_INSTRUCTOR,
    priceCents: 9900,
    partnerOrganization: 'Diablo Valley College Community Education',
    bookingMethod: 'external',
    isActive: true,
  },
  communitySanMateo: {
    name: 'Community Mother & Daughter Workshop — San Mateo',
    type: 'community-mother-daughter',
    description:
      'A private two-hour workshop for a scout troop and their mothers. Families register through the link their troop leader shares.',
    location: '50 E 5th Ave, San Mateo, CA 94401',
    venueName: 'San Mateo Scout Hall',
    city: 'San Mateo',
    instructor: DEFAULT_INSTRUCTOR,
    priceCents: 9900,
    partnerOrganization: 'Girl Scout Troop 60412',
    bookingMethod: 'swsd website',
    isActive: true,
  },
  communityLafayette: {
    name: 'Community Mother & Daughter Workshop — Lafayette',
    type: 'community-mother-daughter',
    description:
      'A two-hour workshop hosted with the Lafayette Library for local families. Email us to reserve a place for your group.',
    location: '3491 Mt Diablo Blvd, Lafayette, CA 94549',
    venueName: 'Lafayette Library Community Hall',
    city: 'Lafayette',
    instructor: 'Coach Maya Chen',
    priceCents: 9900,
    partnerOrganization: 'Lafayette Library and Learning Center Foundation',
    bookingMethod: 'contact',
    isActive: true,
  },
  adultPaloAlto: {
    name: 'Adult & Teen Self-Defense — Palo Alto',
    type: 'public-adult-teen',
    description: 'Our Peninsula adult & teen class, paused while we look for a new venue.',
    location: '1305 Middlefield Rd, Palo Alto, CA 94301',
    venueName: 'Lucie Stern Community Center',
    city: 'Palo Alto',
    instructor: DEFAULT_INSTRUCTOR,
    priceCents: 7500,
    partnerOrganization: BUSINESS_NAME,
    bookingMethod: 'swsd website',
    isActive: false,
  },
} as const satisfies Record<string, ClassSeed>

export type ClassKey = keyof typeof classes
