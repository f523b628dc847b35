/** Shown under 'General Questions' when the FAQs cannot be read. */
export const FALLBACK_FAQ_CATEGORY = 'General Questions'

export const FALLBACK_FAQS: { question: string; answer: string[] }[] = [
  {
    question: 'Do I need any prior experience?',
    answer: ['No. Our classes are designed for complete beginners of every age, size and fitness level. Every technique can be adapted to you.'],
  },
  {
    question: 'What should I wear?',
    answer: ['Comfortable exercise clothing you can move in, such as leggings or sweatpants, and athletic shoes. Please leave jewelry at home and bring a water bottle.'],
  },
  {
    question: 'Are your instructors certified?',
    answer: [
      'Yes. Our founder brings 20+ years of martial arts training, a criminal justice degree and a military intelligence background, and every instructor is certified and insured.',
    ],
  },
  {
    question: 'Do you travel to our location?',
    answer: ['Yes. We offer mobile training across the East Bay and Peninsula at your home, office, school, park or community space.'],
  },
]
