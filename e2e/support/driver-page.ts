// The driver's page in e2e specs (docs/merchants.md, "QR codes and the driver's page"): its address
// set as the operator sets it, a printed code's address, and the phone that opens it.
import type { Page } from '@playwright/test';
import { apiAct, apiCreate, apiRows } from './api-rows';

export const EN = 'en-US';
/** The system parameter of the driver page's address (backend/areas/merchants/qr/address.ts). */
const QR_URL_PARAMETER = '151001';
// The simulated WeChat's cashier is HTTPS with a throwaway authority.
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', ignoreHTTPSErrors: true } as const;

/** Sets the address once per run (two specs at once: the one that lost the race finds it set). */
export async function setDriverPageAddress(page: Page, address: string, tag: string) {
  const isSet = async () => (await apiRows(page, '/CommonParaInfo', { code: QR_URL_PARAMETER })).length > 0;
  if (await isSet()) return;
  try {
    const template = await apiCreate(page, '/CommonParaTemplateInfo', { name: `QR ${tag}` }, false);
    await apiCreate(page, '/CommonParaInfo', { code: QR_URL_PARAMETER, name: 'QR code URL', value: address, templateId: String(template.id), status: '1' }, false);
  } catch (error) {
    if (!(await isSet())) throw error;
  }
}

/** The address a printed code (of /QRCodeInfo or /ParkingQRCode) carries. */
export const sheetUrl = async (page: Page, path: string, id: number) => ((await apiAct(page, path, 'sheet', [id])) as { result: { url: string } }).result.url;
