import type { SiteSetting } from '@/payload-types'

export const BUSINESS_NAME = 'SWSD Self-Defense'
export const DEFAULT_INSTRUCTOR = 'Coach Dana Reyes'

/** Written only while the global is still empty (no business name yet). */
export const siteSettings: Omit<SiteSetting, 'id' | 'createdAt' | 'updatedAt'> = {
  businessName: BUSINESS_NAME,
  phone: '(925) 555-0142',
  email: 'info@swsd.example',
  freeConsultationUrl: 'https://calendly.com/swsd-demo/free-consultation',
  insurer: { name: 'Demo Insurance Co.', url: 'https://insurer.example' },
  links: {
    facebook: 'https://www.facebook.com/swsd.selfdefense.demo',
    instagram: 'https://www.instagram.com/swsd.selfdefense.demo',
    linkedin: 'https://www.linkedin.com/company/swsd-self-defense-demo',
    googleReviews: 'https://g.page/r/swsd-self-defense-demo/review',
    yelp: 'https://www.yelp.com/biz/swsd-self-defense-walnut-creek-demo',
    facebookReviews: 'https://www.facebook.com/swsd.selfdefense.demo/reviews',
  },
  reviewFigures: { googleRating: 5, googleReviewCount: 3, yelpRating: 5, yelpReviewCount: 12, facebookRecommendedPercent: 100, facebookReviewCount: 28 },
  defaultInstructor: { name: DEFAULT_INSTRUCTOR, phone: '(925) 555-0142' },
  promoBanner: {
    text: 'Private training at public class rates for groups of 4+ at a location you provide — a park, gym or home. Limited time: expires Nov 7, 2025.',
    shortText: 'Private training at public rates for 4+ people. Ends Nov 7!',
    link: '/contact',
    // 2025-11-07 23:59:59 in America/Los_Angeles (PST, UTC-8).
    expiresAt: '2025-11-08T07:59:59.000Z',
  },
}
