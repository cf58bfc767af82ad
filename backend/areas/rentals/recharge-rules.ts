// /RechargeRuleManag over recharge_rules: one rule per stored-value package of the row's lot; its
// least recharge and gift tiers are those the pure rule accepts (pricing.ts storedValueRuleRefusal),
// refused with its keys. The tiers are the 'stepPrices' text ('from:gift', the recharge reached in
// whole yuan, the gift in fen), kept in the order of the amounts they start at.
import { storedValueRuleRefusal, type GiftTier, type StoredValueRule } from '../../../lib/areas/rentals/pricing';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { FEN_PER_YUAN } from '../../../lib/money/fen';
import { fenStepsText, readFenSteps } from '../../../lib/tariff/step-text';
import { refuse } from '../../kernel/failures';
import { LOT_EXISTS } from '../../kernel/lot-scope';
import { checkRef, isBlank } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { PACKAGE_JOINS, RULE_REFUSALS, packageOfLot, packageOptions } from './package-refs';

/** The gift tiers of the stored text (blank: none); a text that does not read (the schema let none through) is refused. */
export function giftTiersOf(text: unknown): GiftTier[] {
  if (isBlank(text)) return [];
  const read = readFenSteps(String(text));
  if (!read.ok) throw refuse(RENTAL_REFUSALS.giftTiersInvalid);
  return read.bands.map((band) => ({ from: band.upToMinutes * FEN_PER_YUAN, gift: band.price }));
}

/** The stored text of the tiers, by the amount they start at; null for none. */
const giftsText = (tiers: readonly GiftTier[]) => (tiers.length
  ? fenStepsText([...tiers].sort((a, b) => a.from - b.from).map((t) => ({ upToMinutes: t.from / FEN_PER_YUAN, price: t.gift })))
  : null);

export const rechargeRuleStore: EntityStore = {
  entity: 'rechargeRule',
  table: 'recharge_rules',
  computed: { lotName: 'l.name', packageName: 'n.name' },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id ${PACKAGE_JOINS}`,
  lotColumn: 'lot_id',
  options: { packageId: packageOptions(['storedValue']) },

  async beforeWrite(tx, values) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const packageId = await packageOfLot(tx, values, lotId, ['storedValue'], RULE_REFUSALS.packageNotStoredValue);
    // One rule per package: the declaration's `unique` (checked by the engine, kept by the table's index).
    const gifts = giftTiersOf(values.gifts);
    const rule: StoredValueRule = { minimumRecharge: Number(values.minimumRecharge), gifts, giftOn: values.giftOn as StoredValueRule['giftOn'] };
    const refusal = storedValueRuleRefusal(rule);
    if (refusal) throw refuse(refusal.refusal, refusal.values);
    return { ...values, lotId, packageId, gifts: giftsText(gifts) };
  },
};
