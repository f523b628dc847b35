import type { HomepagePosition, Quote } from '@/domain/testimonials/positions'

/** Shown in a position no published testimonial holds, or when testimonials cannot be read. */
const HOME_FALLBACK_QUOTES: Record<'Quote 1' | 'Quote 2' | 'Quote 3' | 'Quote 4' | 'Quote 5' | 'Quote 6', Quote> = {
  'Quote 1': {
    name: 'Laura P.',
    content: 'I came in anxious and left feeling capable. The techniques are simple enough to remember when it matters.',
    platform: 'google',
  },
  'Quote 2': {
    name: 'Denise R.',
    content: 'Taking the mother & daughter class together opened up conversations with my daughter we had never had before.',
    platform: 'yelp',
  },
  'Quote 3': {
    name: 'Grace H.',
    content: 'Awareness first, fighting last. It changed how I walk to my car at night.',
    platform: 'facebook',
  },
  'Quote 4': {
    name: 'Maya S.',
    content: 'Patient, encouraging and practical. Every woman should take this class.',
    platform: 'survey',
  },
  'Quote 5': {
    name: 'Tanya L.',
    content: 'My teenager was skeptical going in and asked when the next class was on the way out.',
    platform: 'google',
  },
  'Quote 6': {
    name: 'Brooke A.',
    content: 'Our private session for four friends was tailored to exactly what we wanted to learn.',
    platform: 'website',
  },
}

const WORKPLACE_FALLBACK_QUOTES: Record<'corporate1' | 'corporate2', Quote> = {
  corporate1: {
    name: 'HR Director, Bay Area tech company',
    content: 'Our team called it the most useful training we have offered. Practical, inclusive and professionally run.',
    platform: 'linkedin',
    classType: 'Workplace Safety',
  },
  corporate2: {
    name: 'Operations Manager, healthcare clinic',
    content: 'The session was adapted to our staff and their real concerns, from parking lots to difficult visitors.',
    platform: 'google',
    classType: 'Workplace Safety',
  },
}

const COMMUNITY_FALLBACK_QUOTES: Record<'cbo1' | 'cbo2', Quote> = {
  cbo1: {
    name: 'Scout Troop Leader',
    content: 'Age-appropriate, upbeat and never scary. Our girls left confident and talking about what they learned.',
    platform: 'facebook',
    classType: 'Community',
  },
  cbo2: {
    name: 'Shelter Program Coordinator',
    content: 'Trauma-informed from start to finish. Residents could take part at their own pace and felt strong.',
    platform: 'survey',
    classType: 'Community',
  },
}

/** The built-in quote of each testimonial position that has one (About1 has none: its block is hidden instead). */
export const FALLBACK_QUOTES: Partial<Record<HomepagePosition, Quote>> = {
  ...HOME_FALLBACK_QUOTES,
  ...WORKPLACE_FALLBACK_QUOTES,
  ...COMMUNITY_FALLBACK_QUOTES,
}
