// The rows the read-only cycle (read-only-cycle.ts) reads, made once for the whole run through
// the services, as the administrator: the browser tests start from an empty estate, and the
// screens it cycles are written only by domain services, devices, statements and other screens.
import type { Page } from '@playwright/test';
import { apiCreate } from './api-rows';
import { seedDevices } from './seed-devices';
import { operatorDay, seedEstate, type Estate } from './seed-estate';
import { seedMerchantPackages, seedMerchants } from './seed-merchants';
import { seedCouponReports } from './seed-coupon-reports';
import { seedInvoices } from './seed-invoices';
import { seedMoney } from './seed-money';
import { seedMoneyReports } from './seed-money-reports';
import { seedPaperInvoices } from './seed-paper-invoices';
import { seedRentals } from './seed-rentals';
import { seedStatements } from './seed-statements';
import { seedWorkRecords } from './seed-work-records';

export interface ReadOnlySeed {
  /** The lots the rows were made in: a cycle reads the rows of these when it can (other specs change theirs meanwhile). */
  lots: { id: number; name: string }[];
}

/** Rows of screens whose key is a choice, not text (the generic create, filter and edit cycle cannot find them). */
async function seedChoiceKeyed(page: Page, estate: Estate) {
  const lotId = String(estate.lot.id);
  // A parameter of its own (the parameter permissions' spec finds its rows by its own parameters).
  const template = await apiCreate(page, '/CommonParaTemplateInfo');
  const parameter = await apiCreate(page, '/CommonParaInfo', { templateId: String(template.id), status: '1' });
  await apiCreate(page, '/CommonParameterPermissionInfo', { parameterId: String(parameter.id) });
  const plan = await apiCreate(page, '/SchedulingPlan');
  await apiCreate(page, '/SchedulingManage', { planId: String(plan.id), workDate: operatorDay() });
  const terminal = await apiCreate(page, '/TerminalInformation', { lotId });
  const collector = await apiCreate(page, '/PosUserList', { lotId });
  await apiCreate(page, '/PosParkList', { posUserId: String(collector.id), lotId: String(estate.fullLot.id), status: '1' });
  await apiCreate(page, '/PosManage', { terminalId: String(terminal.id), posUserId: String(collector.id), lotId });
}

/** Rows other screens' records make: a problem to handle, a group car whose validity ends tomorrow. */
async function seedRecords(page: Page, estate: Estate) {
  await apiCreate(page, '/ProblemRecord', { lotId: String(estate.lot.id) });
  await apiCreate(page, '/GroupCarInfo', { lotId: String(estate.lot.id), validTo: operatorDay(1) });
}

export async function seedReadOnlyScreens(page: Page): Promise<ReadOnlySeed> {
  const tag = Date.now().toString(36).toUpperCase();
  const estate = await seedEstate(page, tag);
  // Independent of each other: made side by side (the devices mostly wait for the simulator).
  await Promise.all([
    seedMoney(page, estate), seedStatements(page, tag), seedDevices(page, estate), seedChoiceKeyed(page, estate), seedRecords(page, estate), seedRentals(page, estate),
    seedMerchants(page, estate), seedCouponReports(page, estate), seedInvoices(page, estate), seedPaperInvoices(page, estate),
    seedMoneyReports(page, estate),
    seedWorkRecords(page, estate),
  ]);
  // The merchant buys cards of the lot's monthly package: both made above.
  await seedMerchantPackages(page, estate);
  return { lots: [estate.lot, estate.fullLot] };
}
