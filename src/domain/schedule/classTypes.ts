/** Stored values are GraphQL-safe; labels are the spec's lower-cased type names. */
export const CLASS_TYPE_LABELS = {
  'public-adult-teen': 'public: adult & teen',
  'public-mother-daughter': 'public: mother & daughter',
  'community-mother-daughter': 'community: mother & daughter',
} as const
export type ClassType = keyof typeof CLASS_TYPE_LABELS
export const CLASS_TYPES = Object.keys(CLASS_TYPE_LABELS) as ClassType[]
