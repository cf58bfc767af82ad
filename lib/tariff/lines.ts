// The itemised fee: one line per thing an operator explains to a driver. Amounts are fen and the
// lines add up to the total exactly; reductions (caps, rounding) are lines of their own, negative.
import { MS_PER_MINUTE } from './calendar';

// Bound once: tsx runs the engine as CommonJS, where every use of an imported name goes through
// two getters (about 12 ns); the pricing loops use these local bindings (docs/performance.md).
const MS = MS_PER_MINUTE;

export type LineKind =
  | 'free'        // free minutes, a free window or a free day: amount 0
  | 'first'       // units of a first period
  | 'unit'        // units after the first period (time and loop rates)
  | 'perVisit'    // the flat price of a visit
  | 'step'        // a step band (or full cycles of the step table)
  | 'cap'         // a window occurrence's fee cut to the window cap (negative)
  | 'dailyCap'    // a 24 h period's fee cut to the 24 h cap (negative)
  | 'fullDay'     // a full 24 h period charged at the 24 h cap (the later-days rule)
  | 'rounding'    // the total rounded down to the smallest amount (negative)
  | 'exitWindow'; // left within the exit window after paying: amount 0

/** Every kind of line, listed by a record the compiler keeps complete (the screens label each one). */
const LINE_KINDS: Record<LineKind, true> = {
  free: true, first: true, unit: true, perVisit: true, step: true, cap: true, dailyCap: true, fullDay: true, rounding: true, exitWindow: true,
};
export const FEE_LINE_KINDS = Object.keys(LINE_KINDS) as LineKind[];

export interface FeeLine {
  kind: LineKind;
  /** Epoch ms, whole minutes. */
  from: number;
  to: number;
  window?: string;
  units?: number;
  unitPrice?: number;
  amount: number;
  capApplied?: number;
  /** Priced by the holiday rules. */
  holiday?: true;
}

/** Collects lines while a stay is priced; times are epoch minutes until they are written. */
export class Bill {
  readonly lines: FeeLine[] = [];
  /** The stay's first period is still to be applied (cumulative billing): where billing starts. */
  introPending = true;
  /** Lines being written belong to a part priced by the holiday rules. */
  holiday = false;
  /**
   * The window occurrence last priced (its start, epoch minutes): a 24 h boundary inside it does not
   * start a new one, so the next period goes on with its first period's end and what it has cost.
   */
  occurrenceStart = NaN;
  occurrenceFirstEnd = 0;
  occurrenceAmount = 0;

  add(kind: LineKind, from: number, to: number, amount: number, window?: string, units?: number, unitPrice?: number, capApplied?: number): void {
    // Every line has the same shape (absent fields undefined): one hidden class for V8.
    this.lines.push({
      kind, from: from * MS, to: to * MS, window, units, unitPrice, amount, capApplied,
      holiday: this.holiday ? true : undefined,
    });
  }
}
