// The code a driver's page was opened with: its token verified (signature, expiry), then its row
// read (a disabled code is refused, so a code on paper stops when the operator disables it).
// Every call of the driver's page starts here: nothing is trusted of what the browser sends.
import type { Queryable } from '../../../db';
import { refuse } from '../../../kernel/failures';
import type { QrKind } from '../../../../lib/areas/merchants/screens-qr';
import { verifyQrToken } from './token';

export interface DriverCode {
  id: number; kind: QrKind; lotId: number; lotName: string;
  merchantId: number | null; merchantName: string | null; couponTypeId: number | null; couponName: string | null;
  berthId: number | null; berthNumber: string | null;
}

export async function driverCodeOf(tx: Queryable, key: Buffer | undefined, token: string, now: number): Promise<DriverCode> {
  const checked = key ? verifyQrToken(key, token, now) : { ok: false as const, reason: 'signature' as const };
  if (!checked.ok) throw refuse(checked.reason === 'expired' ? 'qrTokenExpired' : 'qrTokenInvalid');
  const [row] = await tx.query<{ id: number; kind: QrKind; lot_id: number; lot_name: string; merchant_id: number | null; merchant_name: string | null;
    coupon_type_id: number | null; coupon_name: string | null; berth_id: number | null; berth_number: string | null; status: number }>(
    `SELECT q.id, q.kind, q.lot_id, l.name AS lot_name, q.merchant_id, m.name AS merchant_name, q.coupon_type_id, t.name AS coupon_name,
            q.berth_id, b.number AS berth_number, q.status
       FROM qr_codes q JOIN parking_lots l ON l.id = q.lot_id LEFT JOIN merchants m ON m.id = q.merchant_id
       LEFT JOIN coupon_types t ON t.id = q.coupon_type_id LEFT JOIN berths b ON b.id = q.berth_id
      WHERE q.id = $1`, [checked.codeId]);
  // A signed id whose row is gone is as good as a disabled code.
  if (!row || Number(row.status) !== 1) throw refuse('qrCodeDisabled');
  return {
    id: Number(row.id), kind: row.kind, lotId: Number(row.lot_id), lotName: row.lot_name,
    merchantId: row.merchant_id === null ? null : Number(row.merchant_id), merchantName: row.merchant_name,
    couponTypeId: row.coupon_type_id === null ? null : Number(row.coupon_type_id), couponName: row.coupon_name,
    berthId: row.berth_id === null ? null : Number(row.berth_id), berthNumber: row.berth_number,
  };
}
