-- A cashier's shift (/PostCashReconciliationSettlement, docs/settlement.md): signed in at a booth of
-- a lot, signed out with the cash handed over. Amounts are integer fen.
--
-- The shift's payments are the payments whose operator is the cashier and whose paid_at lies in
-- [signed_in_at, signed_out_at] (an open shift: up to now), in any lot. A cashier's next shift
-- starts after the last one ended, so no payment belongs to two shifts.
--
-- state: lib/areas/settlement/shift-machine.ts (0 open, 1 closed). At sign-out the takings by channel,
-- the cash expected (opening float + cash taken), the cash handed over and the difference are
-- written once; a closed shift is never changed again (its sign-out receipt stays what it was).
CREATE SEQUENCE cashier_shift_no_seq;

CREATE TABLE cashier_shifts (
  id                 bigserial PRIMARY KEY,
  shift_no           text NOT NULL UNIQUE,
  lot_id             integer NOT NULL REFERENCES parking_lots (id),
  booth              text NOT NULL,
  cashier            text NOT NULL,
  state              smallint NOT NULL,
  signed_in_at       timestamptz NOT NULL,
  signed_out_at      timestamptz,
  -- Change money in the drawer at sign-in.
  opening_float      bigint NOT NULL DEFAULT 0 CHECK (opening_float >= 0),
  -- Written at sign-out (lib/parking/channels.ts PAYMENT_CHANNELS, one column each).
  payments           integer,
  taken_cash         bigint,
  taken_pos          bigint,
  taken_paystation   bigint,
  taken_alipay       bigint,
  taken_wechat       bigint,
  taken_app          bigint,
  taken_total        bigint,
  expected_cash      bigint,
  cash_handed_over   bigint CHECK (cash_handed_over >= 0),
  -- handed over - expected: negative is short, positive is over; not zero needs a reason.
  difference         bigint,
  difference_reason  text,
  signed_out_by      text,
  updated_at         timestamptz NOT NULL,
  CHECK (state = 0 OR (signed_out_at IS NOT NULL AND taken_total IS NOT NULL AND difference = cash_handed_over - expected_cash))
);
-- One open shift per cashier.
CREATE UNIQUE INDEX cashier_shifts_one_open ON cashier_shifts (cashier) WHERE state = 0;
CREATE INDEX cashier_shifts_signed_in ON cashier_shifts (signed_in_at DESC, id DESC);
CREATE INDEX cashier_shifts_cashier ON cashier_shifts (cashier, signed_in_at DESC);
-- A shift's payments: by operator and time.
CREATE INDEX payments_operator_paid ON payments (operator, paid_at);
