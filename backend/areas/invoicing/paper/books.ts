// /IssuePaperInvoice over paper_invoice_books (325_paper_invoices.sql; docs/invoicing.md, "Paper
// invoices"): the books received, what is left of each, who holds it; the row action `issue`
// (issue.ts) hands its next sheets out. A book's code, numbers and face value are checked by
// lib/areas/invoicing/paper-stock.ts, and its numbers may not meet another book's of the code (the
// migration's exclusion constraint holds the same against a race). Once sheets are used, its code,
// numbers, face value and lot are what the issues printed: they no longer change, its count does not
// go below what is used, and it is not deleted.
import { paymentNumbersOf } from '../../../../lib/areas/invoicing/paper-issue';
import { PAPER_REFUSALS } from '../../../../lib/areas/invoicing/paper-refusals';
import { INVOICE_NUMBER_LENGTH, PAPER_FACE_VALUES, bookRefusal, lastNumberOf, numberAfter, type BookHolderKind } from '../../../../lib/areas/invoicing/paper-stock';
import { fenToYuan } from '../../../../lib/money/fen';
import type { RequestContext } from '../../../context';
import { isoAt, type Queryable } from '../../../db';
import { rowService } from '../../../entities/row-service';
import type { EntityStore, Values, WriteMode } from '../../../entities/types';
import { FieldError, refuse } from '../../../kernel/failures';
import { LOT_EXISTS, enabledInCallerLots } from '../../../kernel/lot-scope';
import { checkRef, refId } from '../../../kernel/refs';
import { PAPER_AUDIT } from './audit';
import { HOLDER_JOINS, HOLDER_NAME } from './holder';
import { issuePaperInvoice } from './issue';

const numberAt = (offset: string) => `lpad((t.first_number::integer + ${offset})::text, ${INVOICE_NUMBER_LENGTH}, '0')`;

/** What an issued book may no longer change: field -> column. */
const PRINTED = { lotId: 'lot_id', invoiceCode: 'invoice_code', firstNumber: 'first_number', faceValue: 'face_value' } as const;

const ACTIVE_USER = 'SELECT 1 FROM users WHERE id = $1 AND NOT disabled';
/** A POS collector who works the lot (his own, or one given him). */
const POS_USER_OF_LOT = `SELECT 1 FROM pos_users p WHERE p.id = $1 AND p.status = 1
  AND (p.lot_id = $2 OR EXISTS (SELECT 1 FROM pos_user_lots x WHERE x.pos_user_id = p.id AND x.lot_id = $2 AND x.status = 1))`;

interface StoredBook { lot_id: number; invoice_code: string; first_number: string; face_value: string; count: number; used: number }

/** The holder's columns: exactly one of them set, by its kind. */
async function holderOf(tx: Queryable, values: Values, lotId: number, id?: number): Promise<Values> {
  const kind = values.holderKind as BookHolderKind;
  const current = { table: 'paper_invoice_books', id };
  if (kind === 'user') return { collectorId: await checkRef(tx, values, 'collectorId', ACTIVE_USER, { ...current, column: 'collector_id' }), posUserId: null, booth: null };
  if (kind === 'posUser') {
    const posUserId = refId(values, 'posUserId');
    const [kept] = id === undefined ? [] : await tx.query('SELECT 1 FROM paper_invoice_books WHERE id = $1 AND pos_user_id = $2', [id, posUserId]);
    if (!kept && !(await tx.query(POS_USER_OF_LOT, [posUserId, lotId])).length) throw new FieldError('posUserId', 'option');
    return { collectorId: null, posUserId, booth: null };
  }
  return { collectorId: null, posUserId: null, booth: String(values.booth).trim() };
}

async function beforeWrite(tx: Queryable, values: Values, mode: WriteMode, context: RequestContext, id?: number): Promise<Values> {
  const book = {
    invoiceCode: String(values.invoiceCode ?? '').trim(), firstNumber: String(values.firstNumber ?? '').trim(),
    count: Number(values.count), faceValue: Number(values.faceValue),
  };
  const refusal = bookRefusal(book);
  if (refusal) throw refuse(refusal, { values: PAPER_FACE_VALUES.map((fen) => fenToYuan(fen, 0)).join(', ') });
  const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
  if (mode === 'update') {
    const [stored] = await tx.query<StoredBook>('SELECT lot_id, invoice_code, first_number, face_value, count, used FROM paper_invoice_books WHERE id = $1 FOR UPDATE', [id]);
    if (stored.used > 0) {
      const printed: Record<keyof typeof PRINTED, unknown> = { lotId, ...book };
      const changed = (Object.keys(PRINTED) as (keyof typeof PRINTED)[]).some((f) => String(printed[f]) !== String(stored[PRINTED[f]]));
      if (changed) throw refuse(PAPER_REFUSALS.bookInUse);
      if (book.count < stored.used) throw refuse(PAPER_REFUSALS.countBelowUsed, { used: stored.used });
    }
  }
  const [other] = await tx.query<{ first_number: string; count: number }>(
    `SELECT first_number, count FROM paper_invoice_books WHERE invoice_code = $1 AND id <> $2
        AND first_number::integer < $3::integer + $4 AND $3::integer < first_number::integer + count
      ORDER BY first_number LIMIT 1`, [book.invoiceCode, id ?? 0, book.firstNumber, book.count]);
  if (other) {
    throw refuse(PAPER_REFUSALS.overlaps, {
      code: book.invoiceCode, from: book.firstNumber, to: lastNumberOf(book),
      otherFrom: other.first_number, otherTo: numberAfter(other.first_number, other.count - 1),
    });
  }
  return { ...values, ...book, lotId, ...(await holderOf(tx, values, lotId, id)), updatedAt: isoAt(context.now) };
}

export const paperBookStore: EntityStore = {
  entity: PAPER_AUDIT.book,
  table: 'paper_invoice_books',
  columns: { updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name',
    lastNumber: numberAt('t.count - 1'),
    left: '(t.count - t.used)',
    nextNumber: `CASE WHEN t.used < t.count THEN ${numberAt('t.used')} END`,
    stock: "CASE WHEN t.used < t.count THEN 'available' ELSE 'usedUp' END",
    collector: HOLDER_NAME,
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id ${HOLDER_JOINS}`,
  lotColumn: 'lot_id',
  options: {
    collectorId: `SELECT id AS value, coalesce(nullif(display_name, ''), login_name) || ' (' || login_name || ')' AS label
      FROM users WHERE NOT disabled ORDER BY login_name, id`,
    posUserId: enabledInCallerLots('pos_users'),
  },
  related: {
    issues: `SELECT i.id, i.issued_at AS "issuedAt",
        (SELECT string_agg(p.payment_no, ', ' ORDER BY p.payment_no) FROM paper_invoice_issue_payments x JOIN payments p ON p.id = x.payment_id
          WHERE x.issue_id = i.id) AS "paymentNos",
        i.plate, i.paid, i.first_number AS "firstNumber", i.last_number AS "lastNumber", i.sheets, i.face_total AS "faceTotal", i.state, i.operator
      FROM paper_invoice_issues i WHERE i.book_id = $1 ORDER BY i.id DESC LIMIT 100`,
  },
  beforeWrite,
  async refuseDelete(tx, ids) {
    const used = await tx.query('SELECT 1 FROM paper_invoice_books WHERE id = ANY($1::int[]) AND used > 0 LIMIT 1', [ids]);
    return used.length ? PAPER_REFUSALS.deleteUsed : null;
  },
  rowActions: {
    issue: rowService({
      service: issuePaperInvoice,
      inputOf: ({ id, input }) => ({ bookId: id, paymentNos: paymentNumbersOf(String(input.paymentNos ?? '')), sheets: input.sheets ?? null }),
    }),
  },
};
