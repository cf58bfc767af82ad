// What a lot's entrance does with a plate that owes (pure). A lot with an enabled rule
// (/ArrearsEntryRule) is linked: the plate's arrears still owed at any lot count. Owing more than
// the rule's threshold, the vehicle is refused (mode refuse) or let in with a warning on its
// passage (mode warn); at or under it, or without a rule, the arrears do not matter here.

// warn first: the milder choice is the form's first.
export const ARREARS_ENTRY_MODES = ['warn', 'refuse'] as const;
export type ArrearsEntryMode = (typeof ARREARS_ENTRY_MODES)[number];

export interface ArrearsEntryRule { mode: ArrearsEntryMode; threshold: number }

export type ArrearsEntryVerdict = 'pass' | 'refuse' | 'warn';

/** `owed`: fen the plate still owes on its open arrears; `rule`: the lot's enabled rule, or null. */
export function decideArrearsEntry(rule: ArrearsEntryRule | null, owed: number): ArrearsEntryVerdict {
  if (!rule || owed <= rule.threshold) return 'pass';
  return rule.mode;
}
