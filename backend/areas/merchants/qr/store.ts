// The stores of the QR code screens (lib/areas/merchants/screens-qr.ts): /QRCodeInfo every code,
// /ParkingQRCode the lot's own (exit and berth). A claim code names one coupon type of a merchant of
// its lot; a berth code a berth of its lot. The row action 'sheet' answers the code's address and
// its PNG, made here so that the token's key never leaves the backend.
import QRCode from 'qrcode';
import { PARKING_QR_KINDS, QR_KINDS, type QrKind } from '../../../../lib/areas/merchants/screens-qr';
import { requireCaller, type RequestContext } from '../../../context';
import { isoAt, type Queryable } from '../../../db';
import type { EntityStore } from '../../../entities/types';
import { FieldError, refuse, rowNotFound } from '../../../kernel/failures';
import { inCallerLots } from '../../../kernel/lot-scope';
import { inCallerMerchant } from '../../../kernel/merchant-scope';
import { checkRef } from '../../../kernel/refs';
import { qrAddress, qrBaseUrl } from './address';

/** Pixels a module of the printed code takes: about 4 cm wide at 300 dpi for a short address. */
const SHEET_SCALE = 10;

const TYPE_OPTIONS = `SELECT t.id AS value, pl.name || ' / ' || m.name || ' / ' || t.name AS label
  FROM coupon_types t JOIN merchants m ON m.id = t.merchant_id JOIN parking_lots pl ON pl.id = t.lot_id
  WHERE t.status = 1 AND NOT t.multi_use AND ${inCallerLots('t.lot_id')} AND ${inCallerMerchant('t.merchant_id')} ORDER BY pl.name, m.name, t.name`;
const BERTH_OPTIONS = `SELECT b.id AS value, pl.name || ' / ' || b.number AS label FROM berths b JOIN parking_lots pl ON pl.id = b.lot_id
  WHERE ${inCallerLots('b.lot_id')} ORDER BY pl.name, b.number`;

async function targetOf(tx: Queryable, values: Record<string, unknown>, id?: number) {
  const kind = String(values.kind) as QrKind;
  const lotId = Number(values.lotId);
  if (kind === 'claim') {
    const typeId = await checkRef(tx, values, 'couponTypeId', 'SELECT 1 FROM coupon_types WHERE id = $1 AND status = 1 AND NOT multi_use',
      { column: 'coupon_type_id', table: 'qr_codes', id });
    const [type] = await tx.query<{ lot_id: number; merchant_id: number }>('SELECT lot_id, merchant_id FROM coupon_types WHERE id = $1', [typeId]);
    if (Number(type.lot_id) !== lotId) throw new FieldError('couponTypeId', 'option');
    return { couponTypeId: typeId, merchantId: Number(type.merchant_id), berthId: null };
  }
  if (kind === 'berth') {
    const berthId = await checkRef(tx, values, 'berthId', 'SELECT 1 FROM berths WHERE id = $1');
    const [berth] = await tx.query<{ lot_id: number }>('SELECT lot_id FROM berths WHERE id = $1', [berthId]);
    if (Number(berth.lot_id) !== lotId) throw new FieldError('berthId', 'option');
    return { couponTypeId: null, merchantId: null, berthId };
  }
  return { couponTypeId: null, merchantId: null, berthId: null };
}

/** A user bound to a merchant prints his merchant's claim codes only (the others belong to no merchant). */
async function refuseBoundCaller(tx: Queryable, context: RequestContext, kind: QrKind) {
  if (kind === 'claim') return;
  const [user] = await tx.query<{ merchant_id: number | null }>('SELECT merchant_id FROM users WHERE id = $1', [requireCaller(context).userId]);
  if (user?.merchant_id !== null && user?.merchant_id !== undefined && !requireCaller(context).isSuper) throw refuse('qrMerchantClaimOnly');
}

/** The code's address and its PNG (a data URL), for the printable sheet. */
async function sheet(tx: Queryable, ids: number[], context: RequestContext) {
  const [row] = await tx.query<{ id: number; status: number }>('SELECT id, status FROM qr_codes WHERE id = $1', [ids[0]]);
  if (!row) throw rowNotFound();
  if (!context.settings.qrKey) throw refuse('qrUrlNotConfigured');
  const url = qrAddress(await qrBaseUrl(tx), context.settings.qrKey, Number(row.id));
  const png = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, scale: SHEET_SCALE });
  return { url, png, enabled: Number(row.status) === 1 };
}

const qrStore = (entity: string, kinds: readonly QrKind[], where?: string): EntityStore => ({
  entity,
  table: 'qr_codes',
  auditEntity: 'qrCode',
  // The target's columns a form does not name (the merchant follows the coupon; the lot's screen names no coupon).
  columns: { merchantId: 'merchant_id', updatedAt: 'updated_at', ...(kinds.includes('claim') ? {} : { couponTypeId: 'coupon_type_id' }) },
  computed: { lotName: 'l.name', merchantName: 'm.name', typeName: 'ct.name', berthNumber: 'b.number' },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN merchants m ON m.id = t.merchant_id
    LEFT JOIN coupon_types ct ON ct.id = t.coupon_type_id LEFT JOIN berths b ON b.id = t.berth_id`,
  lotColumn: 'lot_id',
  ...(kinds.includes('claim') ? { merchantColumn: 'merchant_id' } : {}),
  ...(where ? { where } : {}),
  options: { couponTypeId: TYPE_OPTIONS, berthId: BERTH_OPTIONS },
  async beforeWrite(tx, values, mode, context, id) {
    const kind = String(values.kind) as QrKind;
    if (!kinds.includes(kind)) throw new FieldError('kind', 'option');
    await refuseBoundCaller(tx, context, kind);
    const target = await targetOf(tx, values, id);
    const written = { ...values, ...target, updatedAt: isoAt(context.now) };
    if (mode === 'create') return { ...written, createdBy: requireCaller(context).loginName, createdAt: isoAt(context.now) };
    return written;
  },
  rowActions: { sheet: (tx, ids, _input, context) => sheet(tx, ids, context) },
});

export const QR_STORES: readonly EntityStore[] = [
  qrStore('qrCode', QR_KINDS),
  qrStore('parkingQrCode', PARKING_QR_KINDS, `t.kind IN ('exit', 'berth')`),
];
