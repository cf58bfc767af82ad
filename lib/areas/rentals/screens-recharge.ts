// What a lot's packages take beyond their own price (docs/rentals.md, "Recharge rules and area
// prices"): a stored-value package's recharge rule (/RechargeRuleManag) and a monthly package's
// price in one area of its lot (/MonthlyPackageAreaCharge). Tables: 244_recharge_rules.sql,
// 245_package_area_prices.sql; stores: backend/areas/rentals/recharge-rules.ts, area-prices.ts.
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, LOT_NAME, shown } from '../../screens/common-fields';
import { STEPS_MAX_LENGTH } from '../../tariff/step-text';

/** Whether every recharge earns its tier's gift, or only a card's first (pricing.ts StoredValueRule). */
export const GIFT_ON = ['everyRecharge', 'firstRecharge'] as const;
/** A rule or an area price in force (1) or set aside (0). */
export const RECHARGE_STATUS = { enabled: 1, disabled: 0 } as const;

const LOT: FieldDecl = { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' };
const STATUS: FieldDecl = { name: 'status', type: 'select', options: Object.values(RECHARGE_STATUS), required: true, filter: 'select', width: 90 };
const REMARK: FieldDecl = { name: 'remark', type: 'textarea', maxLength: 200, sortable: false };
/** A package of the caller's lots, picked by its name; the list shows the name. */
const packageRef = (unique: boolean): FieldDecl => ({ name: 'packageId', type: 'select', ref: true, required: true, list: false, filter: 'select', ...(unique ? { unique } : {}) });
const PACKAGE_NAME = shown('packageName', 'text', { width: 180 });

export const RECHARGE_SCREENS: readonly ScreenDecl[] = [
  {
    // A stored-value package's recharge rule, one per package: the least recharge, the gift tiers
    // ('100:10, 500:80': a recharge of at least 100 yuan gets 10 yuan more; the highest tier
    // reached, tiers do not add up) and whether every recharge earns the gift or only the first.
    path: '/RechargeRuleManag',
    directory: 'rentals',
    menuId: 1405,
    entity: 'rechargeRule',
    fields: [
      LOT,
      LOT_NAME,
      packageRef(true),
      PACKAGE_NAME,
      { name: 'minimumRecharge', type: 'money', min: 0, required: true, width: 120 },
      { name: 'gifts', type: 'stepPrices', maxLength: STEPS_MAX_LENGTH, sortable: false, width: 200 },
      { name: 'giftOn', type: 'select', options: GIFT_ON, required: true, filter: 'select', width: 130 },
      STATUS,
      REMARK,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'packageName', direction: 'asc' },
    lotScoped: true,
  },
  {
    // A monthly package's price in one area of its lot (underground dearer than surface): one per
    // package and area; the package's own price holds in the areas it has none for.
    path: '/MonthlyPackageAreaCharge',
    directory: 'rentals',
    menuId: 1406,
    entity: 'packageAreaPrice',
    fields: [
      LOT,
      LOT_NAME,
      packageRef(false),
      PACKAGE_NAME,
      { name: 'areaId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      shown('areaName', 'text', { width: 140 }),
      { name: 'monthlyPrice', type: 'money', min: 1, required: true, width: 120 },
      STATUS,
      REMARK,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'packageName', direction: 'asc' },
    lotScoped: true,
  },
];
