import type { RequiredDataFromCollectionSlug } from 'payload'

type TestimonialSeed = RequiredDataFromCollectionSlug<'testimonials'>

/** One per homepage position, then some for the /testimonials grid. Natural key: name (and position). */
export const testimonials: TestimonialSeed[] = [
  {
    name: 'Jennifer M.',
    content:
      'I walked in nervous and walked out feeling like a different person. Coach Dana makes every technique simple enough to remember under stress, and the whole room was cheering each other on by the end.',
    rating: 5,
    platform: 'google',
    classType: 'Adult & Teen',
    reviewUrl: 'https://g.page/r/swsd-self-defense-demo/review',
    homepagePosition: 'Quote 1',
    isFeatured: true,
    isPublished: true,
  },
  {
    name: 'Sarah K.',
    content:
      'My daughter and I took the mother & daughter class together. She still reminds me to “check the exits” when we go to the mall. Worth every minute.',
    rating: 5,
    platform: 'yelp',
    classType: 'Mother & Daughter',
    reviewUrl: 'https://www.yelp.com/biz/swsd-self-defense-walnut-creek-demo?hrid=demo-sarah-k',
    homepagePosition: 'Quote 2',
    isPublished: true,
  },
  {
    name: 'Michelle T.',
    content:
      'Practical, empowering and honestly fun. I appreciated that the class was about awareness and confidence first, and fighting only as a last resort.',
    rating: 5,
    platform: 'facebook',
    classType: 'Adult & Teen',
    reviewUrl: 'https://www.facebook.com/swsd.selfdefense.demo/reviews',
    homepagePosition: 'Quote 3',
    isPublished: true,
  },
  {
    name: 'Lisa R.',
    content:
      'As a runner who trains early in the morning, I finally feel like I have a plan. The drills on padded targets made it real without ever feeling unsafe.',
    rating: 5,
    platform: 'survey',
    classType: 'Adult & Teen',
    homepagePosition: 'Quote 4',
    isPublished: true,
  },
  {
    name: 'Amanda G.',
    content:
      'Coach Dana has a gift for making teenagers comfortable. My fifteen-year-old was rolling her eyes on the way in and asking when the next class was on the way out.',
    rating: 5,
    platform: 'nextdoor',
    classType: 'Mother & Daughter',
    homepagePosition: 'Quote 5',
    isPublished: true,
  },
  {
    name: 'Rebecca S.',
    content:
      'We booked a private session for four friends in my backyard. Tailored to our questions, patient, and full of techniques we actually remember months later.',
    rating: 5,
    platform: 'website',
    classType: 'Private Training',
    homepagePosition: 'Quote 6',
    isPublished: true,
  },
  {
    name: 'Karen W., HR Manager',
    content:
      'SWSD ran a workplace safety workshop for our 40-person office. Our team talked about it for weeks, and several people said it was the most useful training we have ever offered.',
    rating: 5,
    platform: 'linkedin',
    classType: 'Workplace Safety',
    reviewUrl: 'https://www.linkedin.com/company/swsd-self-defense-demo',
    homepagePosition: 'corporate1',
    isPublished: true,
  },
  {
    name: 'David L., Facilities Director',
    content:
      'Professional from the first call: insured, on time, and the session was adapted to our night-shift staff and their parking-lot concerns.',
    rating: 5,
    platform: 'google',
    classType: 'Workplace Safety',
    homepagePosition: 'corporate2',
    isPublished: true,
  },
  {
    name: 'Tina P., Girl Scout Troop Leader',
    content:
      'Our troop of twelve girls left confident and chatty about what they learned. Coach Dana kept it age-appropriate and never scary.',
    rating: 5,
    platform: 'facebook',
    classType: 'Community',
    homepagePosition: 'cbo1',
    isPublished: true,
  },
  {
    name: 'Marisol V., Shelter Director',
    content:
      'The workshop was trauma-informed from start to finish. Residents could participate at their own pace, and several told us it was the first time they felt strong in a long time.',
    rating: 5,
    platform: 'survey',
    classType: 'Community',
    homepagePosition: 'cbo2',
    isPublished: true,
  },
  {
    name: 'Emily C.',
    content:
      'I have taken self-defense classes before, but this was the first one that felt designed for real life. Clear, calm and encouraging — I recommend it to every woman I know.',
    rating: 5,
    platform: 'yelp',
    classType: 'Adult & Teen',
    homepagePosition: 'About1',
    isPublished: true,
  },

  // The grid on /testimonials.
  {
    name: 'Nicole H.',
    content: 'Great energy and very clear teaching. I would have liked a little more time on ground escapes, but I left with skills I can use.',
    rating: 4,
    // Left on our website: the Google, Yelp and Facebook figures in Site settings (5.0, 5.0, 100%) agree with the
    // reviews shown from those platforms; /testimonials averages all published reviews (4.9 with this one).
    platform: 'website',
    classType: 'Adult & Teen',
    isPublished: true,
  },
  {
    name: 'Priya N.',
    content: 'Three hours flew by. My college-bound daughter and I both practiced every move, and the safety-plan worksheet is now on our fridge.',
    rating: 5,
    platform: 'nextdoor',
    classType: 'Adult & Teen',
    isPublished: true,
  },
  {
    name: 'Olivia B.',
    content: 'Coach Dana answered every question without judgement. I finally feel ready for my solo trip abroad this spring.',
    rating: 5,
    platform: 'website',
    classType: 'Private Training',
    isPublished: true,
  },
  {
    name: 'Jasmine F.',
    content: 'Loved the mother & daughter format. Learning together gave us a way to talk about situations we had never discussed before.',
    rating: 5,
    platform: 'facebook',
    classType: 'Mother & Daughter',
    reviewUrl: 'https://www.facebook.com/swsd.selfdefense.demo/reviews',
    isPublished: true,
  },
  {
    name: 'Hannah G.',
    content: 'The most practical two hours of my semester. The instructor made it inclusive for every body type and fitness level.',
    rating: 5,
    platform: 'survey',
    classType: 'Mother & Daughter',
    isPublished: true,
  },
  {
    name: 'Stephanie A.',
    content: 'Booked a class for my book club of six. Everyone wants to come back for the follow-up session.',
    rating: 5,
    platform: 'yelp',
    classType: 'Private Training',
    isPublished: false,
  },
]
