// Rates are versioned: an edit is a new version with the instant it takes effect, so that a stay is
// always priced by the version in force at its entry, even when the rate changed while it parked.
export interface RateVersion {
  id: string | number;
  /** Epoch ms. */
  effectiveFrom: number;
}

/** The version in force at `at`: the latest that took effect at or before it (on a tie, the later in the list). */
export function versionInForce<T extends RateVersion>(versions: readonly T[], at: number): T | undefined {
  let found: T | undefined;
  for (const version of versions) {
    if (version.effectiveFrom <= at && (found === undefined || version.effectiveFrom >= found.effectiveFrom)) found = version;
  }
  return found;
}
