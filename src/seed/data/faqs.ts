import type { RequiredDataFromCollectionSlug } from 'payload'

type CategorySeed = RequiredDataFromCollectionSlug<'faq-categories'>

export const faqCategories: CategorySeed[] = [
  { name: 'Getting Started', displayOrder: 1, isActive: true, description: 'What to expect before your first class.' },
  { name: 'Classes & Instructors', displayOrder: 2, isActive: true, description: 'How our classes are taught and by whom.' },
  { name: 'Private & Group Training', displayOrder: 3, isActive: true, description: 'Training at your home, office or community space.' },
  { name: 'Booking & Policies', displayOrder: 4, isActive: true, description: 'Payments, refunds and rescheduling.' },
  { name: 'Gift Certificates', displayOrder: 5, isActive: false, description: 'Coming soon.' },
]

export type FaqSeed = {
  question: string
  /** Paragraphs of the answer. */
  answer: string[]
  /** Category name; no category puts the question under "Other". */
  category?: string
  questionOrder: number
  isPublished: boolean
}

export const faqs: FaqSeed[] = [
  {
    question: 'Do I need any experience or a certain fitness level?',
    answer: [
      'No experience is needed. Our classes are designed for complete beginners of every age, size and fitness level.',
      'Every technique can be adapted, and you are always welcome to sit out a drill and watch.',
    ],
    category: 'Getting Started',
    questionOrder: 1,
    isPublished: true,
  },
  {
    question: 'What should I wear?',
    answer: [
      'Wear comfortable exercise clothing that covers your knees — leggings or sweatpants are ideal, please no shorts — and athletic shoes.',
      'Remove jewelry before class, and bring a water bottle.',
    ],
    category: 'Getting Started',
    questionOrder: 2,
    isPublished: true,
  },
  {
    question: 'What are the age limits?',
    answer: [
      'Adult & teen classes are for ages 15 and up. Mother & daughter classes are for daughters ages 12 to 15 together with their mother or a female guardian.',
      'For younger children, ask us about a private session tailored to their age.',
    ],
    category: 'Getting Started',
    questionOrder: 3,
    isPublished: true,
  },
  {
    question: 'Are your instructors certified?',
    answer: [
      'Yes. Coach Dana Reyes has more than 20 years of martial arts training, holds self-defense instructor certifications, and leads every public class. All instructors are background-checked and trained in trauma-informed teaching.',
    ],
    category: 'Classes & Instructors',
    questionOrder: 1,
    isPublished: true,
  },
  {
    question: 'Will I be hit or thrown to the ground?',
    answer: [
      'No. You practice strikes and escapes on padded targets and with cooperative partners, at your own pace. Nobody is ever forced into contact they are not comfortable with.',
    ],
    category: 'Classes & Instructors',
    questionOrder: 2,
    isPublished: true,
  },
  {
    question: 'Do you travel to our location?',
    answer: [
      'Yes. We bring all the equipment to homes, parks, gyms, offices and community spaces across the East Bay and the Peninsula.',
      'Tell us about your group with the details form on our [Private Training](/private-classes), [Workplace Safety](/workplace-safety) or [Community Groups](/cbo) page, or book a free 15-minute consultation from our [Contact page](/contact).',
    ],
    category: 'Private & Group Training',
    questionOrder: 1,
    isPublished: true,
  },
  {
    question: 'Do you work with schools, scout troops and shelters?',
    answer: [
      'Absolutely. Community programs are a big part of what we do, and we adapt every workshop to the group — including trauma-informed sessions for shelters and survivor programs.',
    ],
    category: 'Private & Group Training',
    questionOrder: 2,
    isPublished: true,
  },
  {
    question: 'What is your refund and rescheduling policy?',
    answer: [
      'If you cancel 14 or more days before class you get a full refund or a free move to another date. Between 3 and 13 days before, we give you a class credit valid for 12 months. Within 72 hours of class we cannot refund or reschedule, but you are welcome to send a friend in your place.',
      'The full details are on our [Public Class Policies](/public-class-policies) page.',
    ],
    category: 'Booking & Policies',
    questionOrder: 1,
    isPublished: true,
  },
  {
    question: 'Can I book for several people at once?',
    answer: [
      'Yes. Add each participant on the booking page and pay once; everyone is listed on a single booking. Groups of four or more may prefer a private session at a location you choose.',
    ],
    category: 'Booking & Policies',
    questionOrder: 2,
    isPublished: true,
  },
  {
    question: 'Is there parking at the class venues?',
    answer: [
      'Most venues have free parking nearby. Specific directions are on the class preparation page we send with your confirmation email.',
    ],
    questionOrder: 1,
    isPublished: true,
  },
  {
    question: 'Do you offer gift certificates?',
    answer: ['Gift certificates are coming soon. In the meantime, contact us and we will set one up for you by hand.'],
    category: 'Gift Certificates',
    questionOrder: 1,
    isPublished: false,
  },
]
