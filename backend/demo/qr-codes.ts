// The demo's printed QR codes (docs/merchants.md, "QR codes and the driver's page"), written by the
// lot operator through the screens: a claim code for each single-use coupon of the merchants (the
// mall's drivers claim at its till), each lot's exit pay code on /ParkingQRCode, and a berth's pay
// code on the first lot with berths. Their sheets print once the driver page's address is set
// (system parameter QR_URL_PARAMETER): the administrator types the one npm start found for phones on
// the local network (DRIVER_PAGE_URL), when there is one.
import { QR_URL_PARAMETER } from '../areas/merchants/qr/address';
import type { Queryable } from '../db';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import type { DemoStaff } from './records-plan';
import { MINUTE } from './visits';

export async function replayQrCodes(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff, driverPageUrl: string | null): Promise<void> {
  const at = now - 47 * 60 * MINUTE;
  const operator = staff.operator;
  if (driverPageUrl) {
    const [general] = await tx.query<{ id: number }>('SELECT id FROM common_para_templates ORDER BY id LIMIT 1');
    await desk.create('/CommonParaInfo', {
      code: QR_URL_PARAMETER, name: '二维码访问地址', value: driverPageUrl, templateId: general.id, status: 1, remark: '车主扫码页面（本机局域网地址）',
    }, staff.admin, at);
  }
  const types = await tx.query<{ id: number; lot_id: number }>(
    'SELECT t.id, t.lot_id FROM coupon_types t JOIN merchants m ON m.id = t.merchant_id WHERE NOT t.multi_use AND t.status = 1 AND m.state = 1 ORDER BY t.id');
  for (const type of types) {
    await desk.create('/QRCodeInfo', { kind: 'claim', lotId: type.lot_id, couponTypeId: type.id, berthId: null, status: 1, remark: null }, operator, at);
  }
  for (const lot of lots) {
    await desk.create('/ParkingQRCode', { kind: 'exit', lotId: lot.id, berthId: null, status: 1, remark: null }, operator, at);
  }
  const withBerths = lots.find((l) => l.berths.length > 0);
  if (withBerths) {
    await desk.create('/ParkingQRCode', { kind: 'berth', lotId: withBerths.id, berthId: withBerths.berths[0].id, status: 1, remark: null }, operator, at);
  }
}
