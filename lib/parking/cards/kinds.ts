// The kinds of card a package sells (docs/rentals.md, "Packages"), named once for the screens, the
// package rules and the lane.
export const PACKAGE_KINDS = ['monthly', 'multiMonth', 'day', 'vip', 'property', 'storedValue'] as const;
export type CardKind = (typeof PACKAGE_KINDS)[number];
