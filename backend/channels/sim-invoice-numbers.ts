// The numbers the simulated platform gives out. A 数电 invoice number is 20 digits: the year's
// last two digits, the province's administrative code (two digits), the issuing channel (one),
// then fifteen digits of sequence (the bureau's published structure). Nuonuo's request serial
// (invoiceSerialNum) reads as its time to the millisecond and three digits more. A red
// confirmation has its number (billNo) and its uuid. Each is unique in the books it is drawn for.
import { randomBytes } from 'node:crypto';
import { alipayTime as operatorTime } from '../../lib/channels/clock';
import type { SimInvoiceStore } from './sim-invoice-store';

const SEQUENCE_DIGITS = 15;
/** The channel digit of a number issued through a provider's platform (the simulation's choice). */
const PLATFORM_CHANNEL = '2';
const SERIAL_SUFFIX_DIGITS = 3;
const BILL_SEQUENCE_DIGITS = 12;

export interface SimNumbering {
  nextInvoiceNumber(at: number): string;
  nextSerial(at: number): string;
  nextBillNo(at: number): string;
  billUuid(): string;
}

/** The numbering of `store`'s books for a province (`region`, two digits: 31 Shanghai, 33 Zhejiang...). */
export function simNumbering(store: SimInvoiceStore, region: string): SimNumbering {
  if (!/^\d{2}$/.test(region)) throw new Error(`not a province code: ${region}`);
  // Go on from the books' highest sequence, so a restart never gives a number twice.
  let sequence = 0;
  for (const invoice of store.invoices.values()) if (invoice.number) sequence = Math.max(sequence, Number(invoice.number.slice(-SEQUENCE_DIGITS)));
  let bills = store.redForms.size;
  const yearOf = (at: number) => operatorTime(at).slice(2, 4);
  return {
    nextInvoiceNumber(at) {
      sequence += 1;
      return `${yearOf(at)}${region}${PLATFORM_CHANNEL}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
    },
    nextSerial(at) {
      const time = operatorTime(at).replace(/\D/g, '') + String(at % 1000).padStart(3, '0');
      for (let n = 0; ; n += 1) {
        const serial = `${time}${String(n).padStart(SERIAL_SUFFIX_DIGITS, '0')}`;
        if (!store.invoices.has(serial)) return serial;
      }
    },
    nextBillNo(at) {
      bills += 1;
      return `${yearOf(at)}${region}${String(bills).padStart(BILL_SEQUENCE_DIGITS, '0')}`;
    },
    billUuid: () => randomBytes(16).toString('hex'),
  };
}
