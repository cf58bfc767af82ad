// /CommonRate, /SpecialRate and /SpecialVehicleRates over `rates`, one kind each. A rate's name is
// unique in its lot; its tariff is the flat form of lib/tariff/form.ts, turned into a rule set by
// rulesFromForm (a refusal is a field error) and versioned (versions.ts). The list shows the
// current version: its number, since when it is in force, and its form values. A rate that has
// priced an order is not deleted (disable it), nor one internal vehicles are charged by.
import { isoAt } from '../../db';
import { firstRefusal } from '../../../lib/areas/rates/tariff-fields';
import { RATE_KIND } from '../../../lib/areas/rates/screens';
import { RATE_FORM_FIELDS, formFromRules, rulesFromForm } from '../../../lib/tariff/form';
import { FieldError } from '../../kernel/failures';
import { LOT_EXISTS } from '../../kernel/lot-scope';
import { checkRef, checkUnique } from '../../kernel/refs';
import type { EntityStore, Values } from '../../entities/types';
import { RATES_KEYS, checkValidity } from './common';
import { VERSIONS_OF_RATE, writeVersion, type RateTariff } from './versions';

/** The rule set read by beforeWrite from a write's values, for afterWrite to version (same object). */
const tariffs = new WeakMap<Values, RateTariff>();

/** The rule set of the form values, or a field error on the first field the form refuses. */
function tariffOfForm(values: Values): RateTariff {
  const result = rulesFromForm(values);
  if (!result.ok) {
    const { field, messageKey } = firstRefusal(result.fields)!;
    throw new FieldError(field, messageKey);
  }
  const form = formFromRules(result.rules);
  // rulesFromForm makes only rule sets the form can show.
  if (!form) throw new Error('the rate form made rules it cannot show');
  return { rules: result.rules, form: Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v === '' ? null : v])) as RateTariff['form'] };
}

/** The current version of each rate (its highest), as `cv`. */
const CURRENT_VERSION = `LEFT JOIN LATERAL (SELECT v.version, v.effective_from, v.form FROM rate_versions v
  WHERE v.rate_id = t.id ORDER BY v.version DESC LIMIT 1) cv ON true`;

function rateStore(entity: string, kind: (typeof RATE_KIND)[keyof typeof RATE_KIND]): EntityStore {
  return {
    entity,
    table: 'rates',
    columns: { updatedAt: 'updated_at' },
    computed: {
      lotName: 'l.name',
      version: 'cv.version',
      effectiveFrom: 'cv.effective_from',
      ...Object.fromEntries(RATE_FORM_FIELDS.map((f) => [f.name, `cv.form ->> '${f.name}'`])),
    },
    joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id ${CURRENT_VERSION}`,
    lotColumn: 'lot_id',
    where: `t.kind = ${kind}`,
    fixed: { kind },

    async beforeWrite(tx, values, mode, context, id) {
      const lotId = mode === 'create'
        ? await checkRef(tx, values, 'lotId', LOT_EXISTS)
        : (await tx.query<{ lot_id: number }>('SELECT lot_id FROM rates WHERE id = $1', [id]))[0].lot_id;
      await checkUnique(tx, 'rates', { lot_id: lotId, 'lower(name)': String(values.name).toLowerCase() }, 'name', id);
      checkValidity(values);
      const out: Values = { ...values, priority: values.priority ?? 0, updatedAt: isoAt(context.now) };
      tariffs.set(out, tariffOfForm(values));
      return out;
    },
    async afterWrite(tx, id, values, _mode, context) {
      const tariff = tariffs.get(values);
      if (!tariff) throw new Error('a rate written without its tariff');
      await writeVersion(tx, id, tariff, context);
    },
    async refuseDelete(tx, ids) {
      const used = await tx.query('SELECT 1 FROM rate_versions WHERE rate_id = ANY($1::int[]) AND used_at IS NOT NULL LIMIT 1', [ids]);
      if (used.length) return RATES_KEYS.rateInUse;
      const charged = await tx.query('SELECT 1 FROM internal_vehicles WHERE rate_id = ANY($1::int[]) LIMIT 1', [ids]);
      return charged.length ? RATES_KEYS.rateHasInternalVehicles : null;
    },
    related: { versions: VERSIONS_OF_RATE },
  };
}

export const commonRateStore = rateStore('commonRate', RATE_KIND.common);
export const specialRateStore = rateStore('specialRate', RATE_KIND.special);
export const specialVehicleRateStore = rateStore('specialVehicleRate', RATE_KIND.specialVehicle);

/** The entity a rate of each kind is audited under: its screen's, so the rate's history shows it. */
export const RATE_AUDIT_ENTITY: Record<number, string> = {
  [RATE_KIND.common]: commonRateStore.entity,
  [RATE_KIND.special]: specialRateStore.entity,
  [RATE_KIND.specialVehicle]: specialVehicleRateStore.entity,
};
