// A rate's rule sets, versioned (backend/db/migrations/100_rates.sql): a stay is priced by the
// version in force at its entry, and pricing marks a version used (used_at) when it first prices
// an order. An edit of the rules changes the current version in place while it is unused; once
// used, the edit is a new version in force from the moment of the edit, and the used one is
// never written again. An edit that leaves the rules as they are makes no version.
import { isoAt } from '../../db';
import type { RateRules } from '../../../lib/tariff/rules';
import type { RateFormValues } from '../../../lib/tariff/form';
import { requireCaller, type RequestContext } from '../../context';
import type { Queryable } from '../../db';

export interface RateTariff {
  rules: RateRules;
  /** The flat form showing the rules (blanks null), read by the screens. */
  form: Record<keyof RateFormValues, string | number | null>;
}

export async function writeVersion(tx: Queryable, rateId: number, tariff: RateTariff, context: RequestContext): Promise<void> {
  const rules = JSON.stringify(tariff.rules);
  const form = JSON.stringify(tariff.form);
  // Locked: marking the version used (pricing's UPDATE of used_at) and this edit come one after
  // the other, so a version is edited here only while no order has been priced by it.
  const [current] = await tx.query<{ id: number; version: number; used: boolean; same: boolean }>(
    `SELECT id, version, used_at IS NOT NULL AS used, rules = $2::jsonb AS same FROM rate_versions
     WHERE rate_id = $1 ORDER BY version DESC LIMIT 1 FOR UPDATE`, [rateId, rules]);
  if (current?.same) return;
  if (current && !current.used) {
    await tx.query('UPDATE rate_versions SET rules = $2::jsonb, form = $3::jsonb WHERE id = $1', [current.id, rules, form]);
    return;
  }
  const now = isoAt(context.now);
  await tx.query(
    `INSERT INTO rate_versions (rate_id, version, rules, form, effective_from, created_by, created_at)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $5)`,
    [rateId, (current?.version ?? 0) + 1, rules, form, now, requireCaller(context).loginName]);
}

/** The versions of a rate, newest first (the detail view's section). */
export const VERSIONS_OF_RATE = `SELECT id, version, effective_from AS "effectiveFrom", created_by AS "createdBy",
  created_at AS "createdAt", used_at AS "usedAt" FROM rate_versions WHERE rate_id = $1 ORDER BY version DESC`;
