// The QR codes an operator prints (issue 21; docs/merchants.md, "QR codes and the driver's page"):
// /QRCodeInfo every code (a merchant's claim code, a lot's exit pay code, a berth's pay code), and
// parking management's "parking QR code" (/ParkingQRCode), the same codes less the merchants' claim
// codes, for who runs the lot. Each row prints its sheet (a PNG of the code, components/areas/
// merchants/QrSheetDialog.tsx). Table: 290_qr_codes.sql; store: backend/areas/merchants/qr/store.ts.
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { CRUD, LOT_NAME, newest, shown } from '../../screens/common-fields';

/** What a code leads the driver to: paying at the exit, paying at a berth, a merchant's coupon (the first needs no target: a form's first choice). */
export const QR_KINDS = ['exit', 'berth', 'claim'] as const;
export type QrKind = (typeof QR_KINDS)[number];
/** The kinds a parking manager prints (/ParkingQRCode). */
export const PARKING_QR_KINDS: readonly QrKind[] = ['exit', 'berth'];
export const QR_STATUS = { enabled: 1, disabled: 0 } as const;

const SHEET: RowActionDecl = { name: 'sheet', button: 'sheet', dialog: 'qrSheet' };

const fieldsOf = (kinds: readonly QrKind[]): FieldDecl[] => [
  { name: 'kind', type: 'select', options: kinds, required: true, filter: 'select', width: 110 },
  { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
  LOT_NAME,
  ...(kinds.includes('claim') ? [
    { name: 'couponTypeId', type: 'select', ref: true, list: false, shownWhen: { kind: ['claim'] } } satisfies FieldDecl,
    shown('merchantName', 'text', { width: 140 }),
    shown('typeName', 'text', { width: 140 }),
  ] : []),
  { name: 'berthId', type: 'select', ref: true, list: false, shownWhen: { kind: ['berth'] } },
  shown('berthNumber', 'text', { width: 100 }),
  { name: 'status', type: 'select', options: Object.values(QR_STATUS), required: true, filter: 'select', width: 90 },
  { name: 'remark', type: 'text', maxLength: 100, sortable: false },
  shown('createdBy', 'text', { width: 110 }),
  shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
];

export const QR_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/QRCodeInfo',
    directory: 'merchants',
    menuId: 1510,
    entity: 'qrCode',
    fields: fieldsOf(QR_KINDS),
    buttons: CRUD,
    rowActions: [SHEET],
    defaultSort: newest('createdAt'),
    lotScoped: true,
    // A merchant's staff see their merchant's claim codes only.
    merchantScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    path: '/ParkingQRCode',
    directory: 'parking',
    menuId: 1511,
    entity: 'parkingQrCode',
    fields: fieldsOf(PARKING_QR_KINDS),
    buttons: CRUD,
    rowActions: [SHEET],
    defaultSort: newest('createdAt'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
];
