// The number a shift is read out by: 'C' (cashier), the operator's day and a sequence, like the
// stays', orders' and payments' numbers (backend/areas/charging/numbers.ts).
import type { Reader } from '../../db';
import { operatorDay } from '../charging';

const SEQUENCE_DIGITS = 6;

export async function nextShiftNo(tx: Reader, at: number): Promise<string> {
  const [{ n }] = await tx.query<{ n: number }>("SELECT nextval('cashier_shift_no_seq')::bigint AS n");
  return `C${operatorDay(at)}${String(n).padStart(SEQUENCE_DIGITS, '0')}`;
}
