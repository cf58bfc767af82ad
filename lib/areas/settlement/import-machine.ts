// An imported payment (pure): imported, then booked once; a booked row is read-only.
export const IMPORT_STATE = { imported: 0, booked: 1 } as const;
export type ImportState = (typeof IMPORT_STATE)[keyof typeof IMPORT_STATE];
export const IMPORT_STATES: readonly ImportState[] = Object.values(IMPORT_STATE);

export const IMPORT_TRANSITIONS = { book: { from: [IMPORT_STATE.imported] as readonly ImportState[], to: IMPORT_STATE.booked } } as const;
export const IMPORT_REFUSALS = { book: 'importRefusedBook' } as const;

/** Row errors of an import (messages/<lang>/validation.json). */
export const IMPORT_ROW_ERRORS = { nothingDue: 'importNothingDue', exceedsDue: 'importExceedsDue', txnRequired: 'importTxnRequired' } as const;

export const canBook = (state: number) => (IMPORT_TRANSITIONS.book.from as readonly number[]).includes(state);
