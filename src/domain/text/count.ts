/** '1 spot', '3 spots', '1 pair', '2 participants': a number with its noun in the right form. */
export const count = (n: number, singular: string, plural = `${singular}s`): string => `${n} ${n === 1 ? singular : plural}`
