// The monthly agreement's limits (lib/areas/rentals/pages.ts), free of zod for the page's component.

/** The longest agreement text, in each language. */
export const AGREEMENT_MAX_LENGTH = 20_000;
