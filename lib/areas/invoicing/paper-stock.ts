// A book (a roll) of paper fixed-amount invoices (通用定额发票) as the tax office hands it over: a
// 12-digit invoice code, a run of `count` 8-digit numbers from `firstNumber`, one face value. Sheets
// leave it in number order: the next is the first number plus the sheets used. Two books of one code
// never share a number (docs/invoicing.md, "Paper invoices").
import { PAPER_REFUSALS } from './paper-refusals';

export const INVOICE_CODE_LENGTH = 12;
export const INVOICE_NUMBER_LENGTH = 8;
/** The highest 8-digit number: a book's last sheet is at most this. */
export const LAST_INVOICE_NUMBER = 10 ** INVOICE_NUMBER_LENGTH - 1;
/** Most sheets one book holds: ours, a guard against a mistyped count (real books hold 25 to 1,000). */
export const MAX_BOOK_SHEETS = 10_000;
/** The face values (fen) fixed-amount invoices are printed in: 1, 2, 5, 10, 20, 50 and 100 yuan. */
export const PAPER_FACE_VALUES = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;

/** Who holds a book: a console user (a booth cashier), a POS collector, or a booth. */
export const BOOK_HOLDER_KINDS = ['user', 'posUser', 'booth'] as const;
export type BookHolderKind = (typeof BOOK_HOLDER_KINDS)[number];
/** A book with sheets left, or used up: the issue action is offered from 'available' only. */
export const BOOK_STOCK_STATES = ['available', 'usedUp'] as const;
export const ISSUABLE_STOCK = ['available'] as const;

export interface BookNumbers {
  invoiceCode: string;
  firstNumber: string;
  count: number;
}

const digits = (text: string, length: number) => new RegExp(`^\\d{${length}}$`).test(text);

/** The number `offset` sheets after `first`, as printed (8 digits, leading zeros kept). */
export function numberAfter(first: string, offset: number): string {
  return String(Number(first) + offset).padStart(INVOICE_NUMBER_LENGTH, '0');
}

/** The book's last number. */
export const lastNumberOf = (book: BookNumbers): string => numberAfter(book.firstNumber, book.count - 1);

/** Null when the book's code, numbers and face value may be received, else the refusal key. */
export function bookRefusal(book: BookNumbers & { faceValue: number }): string | null {
  if (!digits(book.invoiceCode, INVOICE_CODE_LENGTH)) return PAPER_REFUSALS.codeInvalid;
  if (!digits(book.firstNumber, INVOICE_NUMBER_LENGTH)) return PAPER_REFUSALS.numberInvalid;
  if (!Number.isSafeInteger(book.count) || book.count < 1 || Number(book.firstNumber) + book.count - 1 > LAST_INVOICE_NUMBER) {
    return PAPER_REFUSALS.beyondLastNumber;
  }
  if (!(PAPER_FACE_VALUES as readonly number[]).includes(book.faceValue)) return PAPER_REFUSALS.faceValueInvalid;
  return null;
}

/** Two books share a number: the same code and runs that meet. */
export function booksOverlap(a: BookNumbers, b: BookNumbers): boolean {
  if (a.invoiceCode !== b.invoiceCode) return false;
  const [aFirst, bFirst] = [Number(a.firstNumber), Number(b.firstNumber)];
  return aFirst < bFirst + b.count && bFirst < aFirst + a.count;
}
