// The backend's messages in the request's language (the `lan` query parameter), from
// messages/<lang>/backend.json and the area files beside it (backend-<area>.json). Both languages
// must carry the same keys (messages.test.ts).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/spec-constants';
import enUSCore from '../messages/en-US/backend.json';
import enUSDevices from '../messages/en-US/backend-devices.json';
import enUSEstate from '../messages/en-US/backend-estate.json';
import enUSMoney from '../messages/en-US/backend-money.json';
import enUSOffStreet from '../messages/en-US/backend-off-street.json';
import enUSOnStreet from '../messages/en-US/backend-on-street.json';
import enUSOrders from '../messages/en-US/backend-orders.json';
import enUSPos from '../messages/en-US/backend-pos.json';
import enUSRates from '../messages/en-US/backend-rates.json';
import enUSStaff from '../messages/en-US/backend-staff.json';
import enUSVehicleLists from '../messages/en-US/backend-vehicle-lists.json';
import enUSStays from '../messages/en-US/backend-stays.json';
import enUSArrears from '../messages/en-US/backend-arrears.json';
import enUSRefunds from '../messages/en-US/backend-refunds.json';
import enUSSettlement from '../messages/en-US/backend-settlement.json';
import enUSReconcile from '../messages/en-US/backend-reconcile.json';
import enUSRentals from '../messages/en-US/backend-rentals.json';
import enUSMerchants from '../messages/en-US/backend-merchants.json';
import enUSMail from '../messages/en-US/backend-mail.json';
import enUSInvoicing from '../messages/en-US/backend-invoicing.json';
import enUSInvoicingPaper from '../messages/en-US/backend-invoicing-paper.json';
import enUSReports from '../messages/en-US/backend-reports.json';
import zhCNCore from '../messages/zh-CN/backend.json';
import zhCNDevices from '../messages/zh-CN/backend-devices.json';
import zhCNEstate from '../messages/zh-CN/backend-estate.json';
import zhCNMoney from '../messages/zh-CN/backend-money.json';
import zhCNOffStreet from '../messages/zh-CN/backend-off-street.json';
import zhCNOnStreet from '../messages/zh-CN/backend-on-street.json';
import zhCNOrders from '../messages/zh-CN/backend-orders.json';
import zhCNPos from '../messages/zh-CN/backend-pos.json';
import zhCNRates from '../messages/zh-CN/backend-rates.json';
import zhCNStaff from '../messages/zh-CN/backend-staff.json';
import zhCNVehicleLists from '../messages/zh-CN/backend-vehicle-lists.json';
import zhCNStays from '../messages/zh-CN/backend-stays.json';
import zhCNArrears from '../messages/zh-CN/backend-arrears.json';
import zhCNRefunds from '../messages/zh-CN/backend-refunds.json';
import zhCNSettlement from '../messages/zh-CN/backend-settlement.json';
import zhCNReconcile from '../messages/zh-CN/backend-reconcile.json';
import zhCNRentals from '../messages/zh-CN/backend-rentals.json';
import zhCNMerchants from '../messages/zh-CN/backend-merchants.json';
import zhCNMail from '../messages/zh-CN/backend-mail.json';
import zhCNInvoicing from '../messages/zh-CN/backend-invoicing.json';
import zhCNInvoicingPaper from '../messages/zh-CN/backend-invoicing-paper.json';
import zhCNReports from '../messages/zh-CN/backend-reports.json';

const zhCN = { ...zhCNCore, ...zhCNStaff, ...zhCNEstate, ...zhCNPos, ...zhCNDevices, ...zhCNOnStreet, ...zhCNOffStreet, ...zhCNMoney, ...zhCNVehicleLists, ...zhCNRates, ...zhCNOrders, ...zhCNStays, ...zhCNArrears, ...zhCNRefunds, ...zhCNSettlement, ...zhCNReconcile, ...zhCNRentals, ...zhCNMerchants, ...zhCNMail, ...zhCNInvoicing, ...zhCNInvoicingPaper, ...zhCNReports };
const enUS = { ...enUSCore, ...enUSStaff, ...enUSEstate, ...enUSPos, ...enUSDevices, ...enUSOnStreet, ...enUSOffStreet, ...enUSMoney, ...enUSVehicleLists, ...enUSRates, ...enUSOrders, ...enUSStays, ...enUSArrears, ...enUSRefunds, ...enUSSettlement, ...enUSReconcile, ...enUSRentals, ...enUSMerchants, ...enUSMail, ...enUSInvoicing, ...enUSInvoicingPaper, ...enUSReports };

export type MessageKey = keyof typeof zhCN;
export type MessageValues = Record<string, string | number>;

/** Typed so that a key missing from en-US fails the type check as well as the test. */
export const CATALOGS: Record<Language, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export function resolveLanguage(lan: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(lan ?? '') ? (lan as Language) : DEFAULT_LANGUAGE;
}

export function backendMessage(language: Language, key: MessageKey, values: MessageValues = {}): string {
  const text = CATALOGS[language][key] ?? CATALOGS[DEFAULT_LANGUAGE][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
