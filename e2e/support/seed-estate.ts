// The estate the read-only screens' rows are made in (read-only-seed.ts): a lot with a rate of
// 7.50 a visit, a street with numbered berths, a reason to let vehicles in by hand, and a lot of
// one space (full once a vehicle is in, so that its entrance queues the next).
import type { Page } from '@playwright/test';
import { apiAct, apiCreate, optionContaining } from './api-rows';
import { PER_VISIT } from './records';

export interface Estate {
  tag: string;
  lot: { id: number; name: string };
  fullLot: { id: number; name: string };
  street: string;
  reasonId: string;
}

/** The operator's day (UTC+8) `days` from today, as a date input holds it. */
export const operatorDay = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A plate of this run: the province's letter R (the other specs use theirs), five digits. The seeds
 * run side by side, so each `n` belongs to one seed (two seeds paying one plate's stay race).
 */
export const plateOf = (tag: string, n: number) => `粤R${String((parseInt(tag, 36) + n * 7_919) % 100_000).padStart(5, '0')}`;

/** The berths the street gets: R01.. */
const STREET_BERTHS = 6;
const berthNumber = (n: number) => `R${String(n).padStart(2, '0')}`;

/** The value of a form's choice of the street's berth `n` (labelled '<lot> / [<street> / ]<number>'). */
export const berthOf = (page: Page, estate: Estate, path: string, n: number) =>
  optionContaining(page, path, 'berthId', estate.lot.name, ` / ${berthNumber(n)}`);

export async function seedEstate(page: Page, tag: string): Promise<Estate> {
  const lotName = `E2E read-only lot ${tag}`;
  const fullName = `E2E read-only full lot ${tag}`;
  // No free minutes and no limit: every vehicle let in owes the visit.
  const lot = await apiCreate(page, '/ParkingInformation', { name: lotName, totalSpaces: '-1', freeMinutes: '0' });
  const fullLot = await apiCreate(page, '/ParkingInformation', { name: fullName, totalSpaces: '1', freeMinutes: '0' });
  await apiCreate(page, '/CommonRate', { name: `Per visit ${tag}`, lotId: String(lot.id), ...PER_VISIT }, false);
  const reason = await apiCreate(page, '/IncomingReason');
  const street = `Read-only street ${tag}`;
  const streetRow = await apiCreate(page, '/StreetInformation', { name: street, lotId: String(lot.id) });
  await apiAct(page, '/StreetInformation', 'generateBerths', [streetRow.id], { prefix: 'R', from: '1', to: String(STREET_BERTHS), digits: '2' });
  return { tag, lot: { id: lot.id, name: lotName }, fullLot: { id: fullLot.id, name: fullName }, street, reasonId: String(reason.id) };
}
