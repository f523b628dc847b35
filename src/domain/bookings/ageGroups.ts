/** A participant's age group, as the booking form and the import ask it. */
export const AGE_GROUPS = ['Under 12', '12-15', '16+'] as const
export type AgeGroup = (typeof AGE_GROUPS)[number]
