-- /VipLockOrderRecord (docs/rentals.md, "VIP lock order record"): the stays a VIP card made free on a
-- berth, newest first. Only stays that entered free on a card in its period or grace at a berth are
-- indexed (vipCard, and cardGrace, which monthly cards in their grace share; the store keeps the VIP
-- cards' among them), so the list and its keyset pages read a few rows of an index instead of the
-- stays of every visitor. No view: the list pages by keyset only over a NOT NULL column of its table
-- (backend/entities/engine/keyset.ts), which a view's columns never are.
CREATE INDEX stays_vip_card_berth_entry ON stays (entry_at DESC, id DESC)
  WHERE card_reason IN ('vipCard', 'cardGrace') AND berth_id IS NOT NULL;
