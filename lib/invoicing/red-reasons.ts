// Why a blue invoice is reversed: the tax platform's reason codes (chyyDm). Ours: an invoice made
// out wrongly is reversed whole (and issued again right); the others may reverse part of it.
export const RED_REASONS = {
  wrongInvoice: { code: '01', fullOnly: true },
  salesReturn: { code: '02', fullOnly: false },
  serviceStopped: { code: '03', fullOnly: false },
  salesAllowance: { code: '04', fullOnly: false },
} as const;

export type RedReason = keyof typeof RED_REASONS;
export const RED_REASON_KEYS = Object.keys(RED_REASONS) as RedReason[];
export type RedReasonCode = (typeof RED_REASONS)[RedReason]['code'];

export function redReasonOfCode(code: string): RedReason | null {
  return RED_REASON_KEYS.find((key) => RED_REASONS[key].code === code) ?? null;
}
