// The demo operator's office data (base-data-plan.ts), typed into the console's forms by its
// administrator in the weeks before the history, each through its own screen (console.ts): so
// every row is one the form accepts, made by the store's own hooks, with its audit entry. Runs
// after the estate and before the history, which then meets the vehicle lists and arrears rules.
import { MENU_KIND } from '../../lib/admin/terraces';
import { MONTHLY_AGREEMENT } from '../../lib/areas/rentals/pages';
import { PACKAGE_STATE } from '../../lib/parking/package-machine';
import { operatorDate } from '../areas/charging/vehicle';
import type { Queryable } from '../db';
import type { DemoConsole } from './console';
import { BASE_FORM } from './estate-plan';
import type { BuiltLot } from './estate';
import {
  DEMO_ADMIN_AREAS, DEMO_AGREEMENT, DEMO_APP_MENUS, DEMO_ARREARS_ENTRY_RULES, DEMO_COLLECTOR_STREETS, DEMO_COMPANY, DEMO_CURRENCY, DEMO_DISABLED_VEHICLES,
  DEMO_EMAIL_SENDER, DEMO_GROUP_CARS, DEMO_HOLIDAYS, DEMO_INCOMING_REASONS, DEMO_INSPECTION_VEHICLES, DEMO_INTERNAL_VEHICLES,
  DEMO_JURISDICTIONS, DEMO_MONITORING_CAMERAS, DEMO_OPENING_REASONS, DEMO_PACKAGE_NAMES, DEMO_PACKAGES, DEMO_CARDS, DEMO_PARAMETER_EDITORS, DEMO_PARAMETER_TEMPLATE, DEMO_PARAMETERS,
  DEMO_POSTS, DEMO_ROSTER_DAYS, DEMO_SERVICE_COMPANIES, DEMO_SHIFT_WORKERS, DEMO_SHIFTS, DEMO_SMS_TEMPLATES, DEMO_CARD_NOTICE_TEMPLATE, DEMO_LOT_GROUPS, DEMO_SPECIAL_PLATES, DEMO_SPECIAL_RATES,
  DEMO_SPECIAL_VEHICLE_RATES, DEMO_SPECIAL_VEHICLES, DEMO_STAFF_PHONES, DEMO_UPGRADE, type DemoAppMenu,
} from './base-data-plan';
import { STAFF_ROLES } from './staff-roles';
import { MINUTE } from './visits';

const DAY = 24 * 60 * MINUTE;
/** The office data was typed in this long before today (the rates are a month old too). */
const TYPED_DAYS_AGO = 29;
const ENABLED = 1;
/** The roster was typed the week before. */
const WEEK_BEFORE_DAYS = 8;

/** The super administrator the demo's office work is done as. */
export async function demoAdministrator(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ login_name: string }>(
    'SELECT u.login_name FROM users u JOIN role_groups g ON g.id = u.role_group_id WHERE g.is_super AND NOT u.disabled ORDER BY u.id LIMIT 1');
  return row.login_name;
}

/** The first of these logins that is an enabled user (finance confirms when the demo has it, else the administrator). */
export async function firstUser(tx: Queryable, logins: readonly string[]): Promise<string> {
  const rows = await tx.query<{ login_name: string }>('SELECT login_name FROM users WHERE lower(login_name) = ANY($1::text[]) AND NOT disabled', [logins.map((l) => l.toLowerCase())]);
  const found = logins.find((l) => rows.some((r) => r.login_name.toLowerCase() === l.toLowerCase()));
  if (!found) throw new Error(`demo: none of the users ${logins.join(', ')}`);
  return found;
}

/** The demo users that exist (DEMO_SEED=1 makes them; the estate's staff). */
async function demoUsers(tx: Queryable): Promise<{ id: number; login: string; roleGroupId: number | null }[]> {
  return (await tx.query<{ id: number; login_name: string; role_group_id: number | null }>(
    'SELECT id, login_name, role_group_id FROM users WHERE lower(login_name) = ANY($1::text[]) AND NOT disabled ORDER BY id',
    [STAFF_ROLES.map((role) => role.user.login.toLowerCase())])).map((u) => ({ id: Number(u.id), login: u.login_name, roleGroupId: u.role_group_id }));
}

const idOf = async (tx: Queryable, sql: string, values: unknown[]) => Number((await tx.query<{ id: number }>(sql, values))[0].id);

export async function typeBaseData(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number): Promise<void> {
  const admin = await demoAdministrator(tx);
  const lotId = (key: string) => lots.find((l) => l.plan.key === key)!.id;
  const day = (offset: number | null) => (offset === null ? null : operatorDate(now + offset * DAY));
  let at = now - TYPED_DAYS_AGO * DAY;
  /** Each form a couple of minutes after the one before. */
  const type = (path: string, values: Record<string, unknown>, user = admin) => desk.create(path, values, user, (at += 2 * MINUTE));
  const each = async <T>(items: readonly T[], fn: (item: T) => Promise<unknown>) => { for (const item of items) await fn(item); };

  await type('/CompanyBasicInfo', DEMO_COMPANY);
  await type('/CurrencyInfo', DEMO_CURRENCY);
  await each(DEMO_SMS_TEMPLATES, (t) => type('/SystemSmsTemplate', t));
  await type('/SendEmailInfo', DEMO_EMAIL_SENDER);
  await each(DEMO_OPENING_REASONS, (r) => type('/OpeningReason', { ...r, status: ENABLED }));
  await each(DEMO_INCOMING_REASONS, (r) => type('/IncomingReason', { ...r, status: ENABLED }));
  await each(DEMO_SERVICE_COMPANIES, (c) => type('/ForeignServiceCompany', c));
  await each(DEMO_POSTS, (p) => type('/PostPageMaintenance', p));

  // The estate's organisation: districts, management units over the lots, the lots' cameras.
  const areas = new Map<string, number>();
  await each(DEMO_ADMIN_AREAS, async (a) => { areas.set(a.name, (await type('/Catc_t_administration_area', { ...a, status: ENABLED })).id); });
  await each(DEMO_JURISDICTIONS, async ({ lots: keys, area, ...j }) => {
    const row = await type('/ParkingJurisdictionInfo', { ...j, adminAreaId: areas.get(area), status: ENABLED });
    await desk.press('/ParkingJurisdictionInfo', 'assignLots', [row.id], { lotIds: keys.map(lotId) }, admin, (at += MINUTE));
  });
  await each(DEMO_MONITORING_CAMERAS, ({ lot, ...c }) => type('/MonitoringEquipment', { ...c, lotId: lotId(lot), port: 554, status: ENABLED }));

  // Rates and vehicle lists.
  await each(DEMO_HOLIDAYS, async (h) => {
    for (const d of h.days) await type('/HolidayInfo', { day: d, name: h.name, kind: 1 });
    for (const d of h.workdays) await type('/HolidayInfo', { day: d, name: `${h.name}调休上班`, kind: 2 });
  });
  const rate = { ...BASE_FORM, vehicleType: 'all', plateColor: 'all', status: ENABLED };
  await each(DEMO_SPECIAL_RATES, ({ lot, fromDay, toDay, form, ...r }) =>
    type('/SpecialRate', { ...rate, ...form, ...r, lotId: lotId(lot), validFrom: day(fromDay), validTo: day(toDay) }));
  await each(DEMO_SPECIAL_VEHICLE_RATES, ({ lot, form, ...r }) => type('/SpecialVehicleRates', { ...rate, ...form, ...r, lotId: lotId(lot) }));
  await each(DEMO_INTERNAL_VEHICLES, ({ lot, validTo, ...v }) =>
    type('/InternalVehicle', { ...v, lotId: lotId(lot), validFrom: day(-TYPED_DAYS_AGO), validTo: day(validTo), status: ENABLED }));
  await each(DEMO_SPECIAL_PLATES, ({ lot, validTo, ...p }) =>
    type('/SpecialPlateList', { ...p, lotId: lotId(lot), validFrom: day(-TYPED_DAYS_AGO), validTo: day(validTo), status: ENABLED }));
  await each(DEMO_SPECIAL_VEHICLES, ({ validTo, ...v }) => type('/SpecialVehicle', { ...v, validTo: day(validTo), status: ENABLED }));
  await each(DEMO_DISABLED_VEHICLES, ({ validTo, ...v }) => type('/DisabledVehicle', { ...v, validTo: day(validTo), status: ENABLED }));
  await each(DEMO_GROUP_CARS, ({ lot, validTo, ...g }) => type('/GroupCarInfo', { ...g, lotId: lotId(lot), validTo: day(validTo), status: ENABLED }));
  await each(DEMO_PACKAGE_NAMES, ({ lot, ...p }) => type('/MonthPkgName', { ...p, lotId: lotId(lot), status: ENABLED }));
  await typePackages(tx, desk, lotId, (offset) => day(offset)!, () => (at += 2 * MINUTE), admin);
  await desk.page(MONTHLY_AGREEMENT, 'publish', { idempotencyKey: 'demo-monthly-agreement-1', ...DEMO_AGREEMENT }, admin, (at += 2 * MINUTE));
  await each(DEMO_ARREARS_ENTRY_RULES, ({ lot, ...r }) => type('/ArrearsEntryRule', { ...r, lotId: lotId(lot), status: ENABLED }));

  // Field operations: inspection vehicles, the collectors' streets, a firmware upgrade.
  const streetId = (name: string) => idOf(tx, 'SELECT id FROM streets WHERE name = $1 AND lot_id = $2', [name, lotId('street')]);
  await each(DEMO_INSPECTION_VEHICLES, async ({ street, ...v }) => type('/InspectionVehicleManagement', { ...v, lotId: lotId('street'), streetId: await streetId(street) }));
  const collectorId = (login: string) => idOf(tx, 'SELECT id FROM pos_users WHERE login_name = $1', [login]);
  await each(DEMO_COLLECTOR_STREETS, async (c) =>
    type('/PosParkList', { posUserId: await collectorId(c.login), lotId: lotId('street'), streetId: await streetId(c.street), status: ENABLED }));
  const { lot: upgradeLot, ...upgrade } = DEMO_UPGRADE;
  await desk.create('/EquipmentRemoteUpgrade', { ...upgrade, lotId: lotId(upgradeLot) }, admin, now - 2 * 60 * MINUTE);

  await typeParameters(tx, type, admin);
  await typeRoster(tx, desk, admin, now);
  await each(DEMO_APP_MENUS, (menu) => typeMenu(menu, type));
}

/** The packages, written by the lot operator and approved by finance (a second person), with their area prices and recharge rules; then the cards. */
async function typePackages(tx: Queryable, desk: DemoConsole, lotId: (key: string) => number, day: (offset: number) => string, next: () => number, admin: string): Promise<void> {
  const [operator, finance] = [await firstUser(tx, ['operator', admin]), await firstUser(tx, ['finance', admin])];
  const blank = { price: null, dailyRate: null, months: null, choicePrices: null, freePeriods: null, chargedPeriods: null, entryWindows: null,
    graceDays: 0, renewalGraceDays: 7, noticeDays: 3, shortBalance: null, saleFrom: null, saleTo: null, remark: null };
  const noticeTemplateId = await idOf(tx, 'SELECT id FROM sms_templates WHERE code = $1', [DEMO_CARD_NOTICE_TEMPLATE.code]);
  const groups = new Map<string, number>();
  for (const { name, lots, remark } of DEMO_LOT_GROUPS) {
    const { id } = await desk.create('/ParkingLotGroup', { name, remark }, operator, next());
    await desk.press('/ParkingLotGroup', 'groupLots', [id], { lotIds: lots.map(lotId) }, operator, next());
    groups.set(name, id);
  }
  for (const { lot, name, approved, terms, areaPrices = [], rechargeRule, notice, lotGroup } of DEMO_PACKAGES) {
    const nameId = await idOf(tx, 'SELECT id FROM month_package_names WHERE lot_id = $1 AND name = $2', [lotId(lot), name]);
    const packageId = (await desk.create('/PackageManagement', {
      ...blank, ...terms, lotId: lotId(lot), nameId, noticeTemplateId: notice ? noticeTemplateId : null, lotGroupId: lotGroup ? groups.get(lotGroup)! : null,
    }, operator, next())).id;
    if (approved) await desk.press('/PackageAudit', 'approve', [packageId], {}, finance, next());
    for (const { area, ...price } of areaPrices) {
      const areaId = await idOf(tx, 'SELECT id FROM yard_areas WHERE lot_id = $1 AND name = $2', [lotId(lot), area]);
      await desk.create('/MonthlyPackageAreaCharge', { ...price, lotId: lotId(lot), packageId, areaId, status: ENABLED }, operator, next());
    }
    if (rechargeRule) await desk.create('/RechargeRuleManag', { ...rechargeRule, lotId: lotId(lot), packageId, status: ENABLED }, operator, next());
  }
  for (const { lot, packageName, from, to, confirmed, ...holder } of DEMO_CARDS) {
    const packageId = await idOf(tx, `SELECT p.id FROM month_packages p JOIN month_package_names n ON n.id = p.name_id
      WHERE p.lot_id = $1 AND n.name = $2 AND p.state = $3`, [lotId(lot), packageName, PACKAGE_STATE.approved]);
    const card = await desk.create('/MonthlyCarRentalArchives', { ...holder, lotId: lotId(lot), packageId, startDate: day(from), endDate: day(to), remark: null }, operator, next());
    if (confirmed) await desk.press('/MonthlyCarRentalFileReview', 'confirm', [card.id], {}, finance, next());
  }
}

type Typist = (path: string, values: Record<string, unknown>, user?: string) => Promise<{ id: number }>;

/** Parameters under the seed's template and a template of their own; who besides super administrators may change some. */
async function typeParameters(tx: Queryable, type: Typist, admin: string): Promise<void> {
  const [general] = await tx.query<{ id: number }>('SELECT id FROM common_para_templates ORDER BY id LIMIT 1');
  const charging = await type('/CommonParaTemplateInfo', DEMO_PARAMETER_TEMPLATE, admin);
  const ids = new Map<string, number>();
  for (const { template, ...p } of DEMO_PARAMETERS) {
    ids.set(p.code, (await type('/CommonParaInfo', { ...p, templateId: template === 'general' ? general.id : charging.id, status: ENABLED }, admin)).id);
  }
  const users = await demoUsers(tx);
  const granted = new Set<string>();
  for (const { code, user } of DEMO_PARAMETER_EDITORS) {
    const roleGroupId = users.find((u) => u.login === user)?.roleGroupId;
    // Two demo users may share a role group: it is granted once.
    if (!roleGroupId || granted.has(`${code}:${roleGroupId}`)) continue;
    granted.add(`${code}:${roleGroupId}`);
    await type('/CommonParameterPermissionInfo', { parameterId: ids.get(code), roleGroupId, canEdit: true }, admin);
  }
}

/** The shifts, and each demo user's shift on each day of the roster (typed the week before). */
async function typeRoster(tx: Queryable, desk: DemoConsole, admin: string, now: number): Promise<void> {
  const plans: number[] = [];
  let at = now - WEEK_BEFORE_DAYS * DAY;
  for (const shift of DEMO_SHIFTS) plans.push((await desk.create('/SchedulingPlan', { ...shift, status: ENABLED }, admin, (at += MINUTE))).id);
  const [early, late, night, office] = plans;
  const users = await demoUsers(tx);
  for (let offset = DEMO_ROSTER_DAYS.from; offset <= DEMO_ROSTER_DAYS.to; offset += 1) {
    const workDate = operatorDate(now + offset * DAY);
    const weekday = new Date(`${workDate}T00:00:00Z`).getUTCDay();
    for (const [n, user] of users.entries()) {
      const onShifts = DEMO_SHIFT_WORKERS.includes(user.login);
      const planId = onShifts ? [early, late, night][(offset - DEMO_ROSTER_DAYS.from + n) % 3] : office;
      if (onShifts ? (offset + n) % 7 === 0 : weekday === 0 || weekday === 6) continue;
      await desk.create('/SchedulingManage', { workDate, staffId: user.id, planId }, admin, (at += MINUTE));
    }
  }
  for (const p of DEMO_STAFF_PHONES) {
    const user = users.find((u) => u.login === p.user);
    if (user) await desk.create('/StaffPhoneBinding', { userId: user.id, phone: p.phone, deviceId: p.deviceId }, admin, (at += MINUTE));
  }
}

/** A client's menu: its directories, their pages and the pages' buttons, in order. */
async function typeMenu(menu: DemoAppMenu, type: Typist): Promise<void> {
  const entry = (title: string, titleEn: string, kindDegree: number, menuType: number, pid: number | null, kindNo: number, index = '') =>
    type(menu.path, { title, titleEn, kindDegree, menuType, pid, kindNo, index, status: ENABLED, isShow: 1 });
  for (const [d, dir] of menu.directories.entries()) {
    const directory = await entry(dir.title, dir.titleEn, 1, MENU_KIND.directory, null, d + 1);
    for (const [p, page] of dir.pages.entries()) {
      const pageRow = await entry(page.title, page.titleEn, 2, MENU_KIND.page, directory.id, p + 1, page.index);
      for (const [b, button] of (page.buttons ?? []).entries()) await entry(button.title, button.titleEn, 3, MENU_KIND.button, pageRow.id, b + 1, button.index);
    }
  }
}
