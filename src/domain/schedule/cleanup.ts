/** Probability that a /public-classes load silently asks the server to release expired holds (public-site §9). */
export const CLEANUP_PROBABILITY = 0.1

/** Rolls the dice; `random` returns a number in [0, 1) like Math.random. */
export const shouldSendCleanup = (random: () => number): boolean => random() < CLEANUP_PROBABILITY
