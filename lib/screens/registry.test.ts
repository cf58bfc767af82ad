// The registry of declared screens is consistent: unique paths and menu ids, labels in both
// languages, schemas that accept a valid sample and refuse an invalid one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SPEC_ROUTES } from '../spec-routes';
import { MENU_DIRECTORIES } from '../menu/directories';
import { screenOperations } from './operations';
import { SCREENS, screenAt } from './registry';
import { formFields, sampleValues, valuesSchema } from './schema';
import { PAGES } from '../pages/registry';
import { exportColumns } from '../files/export-format';
import { readImportRows } from '../files/import-rows';
import type { ScreenLabels } from './labels';

const messages = (language: string, entity: string) => {
  const file = path.join(__dirname, '..', '..', 'messages', language, 'screens', `${entity}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const LANGUAGES = ['zh-CN', 'en-US'] as const;
const listMessages = (language: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', language, 'list.json'), 'utf8'));
const labelsIn = (language: string, entity: string): ScreenLabels => ({ options: {}, actions: {}, ...messages(language, entity) });
/** Screens beyond the spec's static routes, each with its reason. */
const EXTRA_PATHS: Record<string, string> = {
  '/OperationAuditLog': 'the audit trail of console changes (issue: administration area, logs)',
  '/ManualPassageRecord': 'vehicles let in or out by hand with the reason; its create is the manual entry (issue: stay screens)',
  '/OverdueCarPayment': 'on-road parking\'s "overdue car payment", a spec page without a path (docs/arrears.md)',
  '/ArrearsOrder': 'the forwarded pages\' "arrears order", a spec page without a path (docs/arrears.md)',
  '/ArrearsEntryRule': 'each lot\'s rule for plates owing arrears at its entrances (docs/arrears.md)',
  '/ParkingLotGroup': 'the lots that share packages, issue 20\'s "per lot or lot group" (docs/rentals.md, "Lot groups")',
  '/VipLockOrderRecord': 'the operation centre\'s "VIP lock order record", a spec page without a path (docs/rentals.md)',
  '/MerchantBasePackage': 'the merchant pages\' "base package check and management", a spec page without a path (docs/rentals.md, "Merchant packages")',
  '/MerchantPackage': 'the merchant pages\' "package check and management", a spec page without a path (docs/rentals.md, "Merchant packages")',
  '/ParkingQRCode': 'parking management\'s "parking QR code", a spec page without a path: the lot\'s exit and berth codes (docs/merchants.md)',
  '/MerchantCouponUsage': 'the data pages\' "merchant coupon usage", a spec page without a path (docs/merchants.md, "Coupon reports")',
  '/CouponDealInfo': 'the reports\' "coupon deal info", a spec page without a path (docs/merchants.md, "Coupon reports")',
  '/RevenueSummary': 'the reports\' "revenue summaries", a spec page without a path (docs/reports.md, "Money reports")',
  '/DeductionReport': 'the reports\' "deduction", a spec page without a path (docs/reports.md, "Money reports")',
  '/ParkingHoursReport': 'the reports\' "parking hours", a spec page without a path (docs/reports.md, "Money reports")',
  '/TemporaryStopReport': 'the reports\' "temporary stop", a spec page without a path (docs/reports.md, "Money reports")',
  '/TollPrintRecord': 'the reports\' "toll print record", a spec page without a path (docs/reports.md, "Work records and traffic lists")',
  '/TurnoverRate': 'the operation centre\'s "turnover rate", a spec page without a path (docs/reports.md, "Work records and traffic lists")',
  '/LanePassNumber': 'the operation centre\'s "lane pass number", a spec page without a path (docs/reports.md, "Work records and traffic lists")',
};

describe.each(SCREENS.map((s) => [s.path, s] as const))('%s', (screenPath, screen) => {
  it('is a spec route, or a documented extra screen', () => {
    expect(SPEC_ROUTES.includes(screenPath) || screenPath in EXTRA_PATHS).toBe(true);
  });

  it('has labels in both languages for its title, fields, options and actions', () => {
    const view = screenAt(screenPath)!;
    for (const language of ['zh-CN', 'en-US']) {
      const m = messages(language, view.entity);
      expect([language, typeof m?.title]).toEqual([language, 'string']);
      for (const field of view.fields) {
        expect([language, field.name, typeof m.fields?.[field.name]]).toEqual([language, field.name, 'string']);
        for (const option of field.options ?? []) {
          expect([language, field.name, option, typeof m.options?.[field.name]?.[String(option)]]).toEqual([language, field.name, option, 'string']);
        }
      }
      for (const action of view.rowActions ?? []) expect([language, action.name, typeof m.actions?.[action.name]]).toEqual([language, action.name, 'string']);
    }
  });

  it('accepts a valid sample and refuses an invalid one', () => {
    const view = screenAt(screenPath)!;
    const schema = valuesSchema(view, 'create');
    if (formFields(view, 'create').length === 0) {
      // Nothing to write: no create or update button, and any value is refused.
      expect([view.buttons.create, view.buttons.update, view.buttons.import]).toEqual([undefined, undefined, undefined]);
      expect(schema.safeParse({ anything: 1 }).success).toBe(false);
      return;
    }
    const sample = sampleValues(view, 'create');
    expect(schema.safeParse(sample).error?.issues ?? []).toEqual([]);
    const required = formFields(view, 'create').find((f) => f.required);
    const broken = required ? { ...sample, [required.name]: '' } : { ...sample, unknownField: 1 };
    expect(schema.safeParse(broken).success).toBe(false);
    if (required) {
      // Left out altogether is as blank as ''.
      const { [required.name]: _left, ...without } = sample;
      expect(schema.safeParse(without).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[required.name, 'blank']]);
    }
  });

  // The browser's generic cycle exports and imports on one screen of each kind of field only
  // (e2e/support/crud-cycle.ts): here every screen's own file, in both languages.
  it('reads back an import file with its own headers and cells in either language', () => {
    const view = screenAt(screenPath)!;
    if (!view.buttons.import) return;
    const sample = valuesSchema(view, 'create').parse(sampleValues(view, 'create'));
    for (const language of LANGUAGES) {
      const labels = labelsIn(language, view.entity);
      const list = listMessages(language);
      const fields = formFields(view, 'create');
      // Lots and ref choices are named as exports show them: by their label.
      const choices = Object.fromEntries(fields.filter((f) => f.type === 'lot' || f.ref).map((f) => [f.name, [{ value: String(sample[f.name]), label: `${f.name} choice` }]]));
      const header = fields.map((f) => (f.type === 'money' ? list.moneyHeader.replace('{label}', labels.fields[f.name]) : labels.fields[f.name]));
      const cells = fields.map((f) => {
        const value = sample[f.name];
        if (value === undefined || value === null) return '';
        if (choices[f.name]) return `${f.name} choice`;
        if (f.type === 'boolean') return value ? list.yes : list.no;
        return f.options ? labels.options[f.name][String(value)] : value;
      });
      expect([language, readImportRows(view, [header, cells], [labels], choices)]).toEqual([language, { ok: true, rows: [sample] }]);
    }
  });

  it('exports under headers that name each column once in either language', () => {
    const view = screenAt(screenPath)!;
    if (!view.buttons.export) return;
    for (const language of LANGUAGES) {
      const list = listMessages(language);
      const headers = exportColumns(view, labelsIn(language, view.entity), [list.yes, list.no], (label) => list.moneyHeader.replace('{label}', label)).map((c) => c.header);
      expect([language, headers.filter((h, i) => headers.indexOf(h) !== i)]).toEqual([language, []]);
    }
  });

  it('grants every action but reading by a button', () => {
    for (const op of screenOperations(screenAt(screenPath)!)) expect([op.action, op.action === 'list' || !!op.button]).toEqual([op.action, true]);
  });
});

describe('the registry', () => {
  it('has unique paths, menu ids and button ids, clear of the areas and special screens', () => {
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => PAGES.some((page) => page.path === p))).toEqual([]);
    const ids = SCREENS.flatMap((s) => [s.menuId, ...screenOperations(s).filter((o) => o.button).map((_, i) => s.menuId * 100 + i + 1)]);
    expect(new Set(ids).size).toBe(ids.length);
    const areaIds: number[] = Object.values(MENU_DIRECTORIES).map((a) => a.menuId);
    expect(SCREENS.filter((s) => areaIds.includes(s.menuId))).toEqual([]);
  });

  it('shares views only with declared screens', () => {
    for (const screen of SCREENS.filter((s) => s.sharedView)) expect(screenAt(screen.path)).toBeDefined();
  });

  it('names a ref\'s own choice by a field of the same screen', () => {
    for (const screen of SCREENS) {
      for (const field of screen.fields.filter((f) => f.shownBy)) {
        expect([screen.path, field.name, field.ref && screen.fields.some((f) => f.name === field.shownBy)]).toEqual([screen.path, field.name, true]);
      }
    }
  });

  it('builds a row action\'s dialog from its own screen: context, initial values, bounds and figures from the row', () => {
    const backendMessages = (language: string) => Object.assign({}, ...readdirSync(path.join(__dirname, '..', '..', 'messages', language))
      .filter((file) => file.startsWith('backend')).map((file) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', language, file), 'utf8'))));
    for (const screen of SCREENS) {
      const rowField = (name: string) => screen.fields.some((f) => f.name === name);
      for (const action of (screen.rowActions ?? []).filter((a) => a.context || a.initial || a.rowBounds || a.derived)) {
        const where = `${screen.path} ${action.name}`;
        const field = (name: string) => action.fields?.find((f) => f.name === name);
        // One row's dialog only: the selected rows have no one row to show.
        expect([where, action.bulk ?? false, action.dialog]).toEqual([where, false, undefined]);
        for (const name of action.context ?? []) expect([where, name, rowField(name)]).toEqual([where, name, true]);
        for (const [name, from] of Object.entries(action.initial ?? {})) expect([where, name, !!field(name), rowField(from)]).toEqual([where, name, true, true]);
        for (const [name, bound] of Object.entries(action.rowBounds ?? {})) {
          expect([where, name, ['money', 'integer', 'decimal'].includes(field(name)?.type ?? '')]).toEqual([where, name, true]);
          for (const from of [bound.min, bound.max].filter((b) => b !== undefined)) expect([where, from, rowField(from!)]).toEqual([where, from, true]);
          // The backend's refusal, in both languages, naming the row field's figure.
          for (const language of ['zh-CN', 'en-US']) expect([where, language, backendMessages(language)[bound.refusal]]).toEqual([where, language, expect.stringContaining(`{${bound.min ?? bound.max}}`)]);
        }
        for (const d of action.derived ?? []) expect([where, d.name, !!field(d.field), rowField(d.minus)]).toEqual([where, d.name, true, true]);
        for (const language of ['zh-CN', 'en-US']) {
          const m = messages(language, screen.entity);
          for (const name of [...(action.fields ?? []).map((f) => f.name), ...(action.derived ?? []).map((d) => d.name)]) {
            expect([language, where, name, typeof (m.actionFields?.[action.name]?.[name] ?? m.fields?.[name])]).toEqual([language, where, name, 'string']);
          }
        }
      }
    }
  });

  it('gives the special pages menu and button ids of their own', () => {
    const declared = SCREENS.flatMap((s) => [s.menuId, ...screenOperations(s).filter((o) => o.button).map((_, i) => s.menuId * 100 + i + 1)]);
    const special = PAGES.flatMap((s) => [s.menuId, ...s.buttons.map((_, i) => s.menuId * 100 + i + 1)]);
    expect(special.filter((id) => declared.includes(id))).toEqual([]);
    expect(new Set(special).size).toBe(special.length);
  });
});
