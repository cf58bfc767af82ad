-- Report rollups (docs/reports.md, "Rollups"): what settlement_events and the lanes' passages add up
-- to per lot and operator day (or hour), kept fresh by marks. A trigger on every table the figures
-- read marks the (lot, day) or (lot, hour) a row was and is in, in the writer's transaction (a write
-- rolled back marks nothing); the worker (backend/areas/reports/rollups/drain.ts) recomputes the
-- marked buckets from the raw tables and deletes the marks it saw. Marks are rows of their own, one
-- per write, never updated: a mark committed while a bucket is being recomputed survives it.

-- Daily: one column per settlement_events kind (fen), plus counts.
CREATE TABLE report_daily_settlement (
  lot_id             integer NOT NULL,
  day                date NOT NULL,
  receivable         bigint NOT NULL DEFAULT 0,
  paid_cash          bigint NOT NULL DEFAULT 0,
  paid_pos           bigint NOT NULL DEFAULT 0,
  paid_paystation    bigint NOT NULL DEFAULT 0,
  paid_alipay        bigint NOT NULL DEFAULT 0,
  paid_wechat        bigint NOT NULL DEFAULT 0,
  paid_app           bigint NOT NULL DEFAULT 0,
  discounted         bigint NOT NULL DEFAULT 0,
  waived             bigint NOT NULL DEFAULT 0,
  from_balance       bigint NOT NULL DEFAULT 0,
  refunded           bigint NOT NULL DEFAULT 0,
  arrears_created    bigint NOT NULL DEFAULT 0,
  arrears_recovered  bigint NOT NULL DEFAULT 0,
  invoiced           bigint NOT NULL DEFAULT 0,
  invoice_reversed   bigint NOT NULL DEFAULT 0,
  -- How many events of each family the day holds (a bucket with no event is deleted).
  events             integer NOT NULL DEFAULT 0,
  payments           integer NOT NULL DEFAULT 0,
  refunds            integer NOT NULL DEFAULT 0,
  computed_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lot_id, day)
);
CREATE INDEX report_daily_settlement_day ON report_daily_settlement (day, lot_id);

CREATE TABLE report_daily_marks (
  id         bigserial PRIMARY KEY,
  lot_id     integer NOT NULL,
  day        date NOT NULL,
  marked_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_daily_marks_bucket ON report_daily_marks (lot_id, day);

-- Hourly: per lot and hour the stays' arrivals and departures and the passages; per lane too.
CREATE TABLE report_hourly_traffic (
  lot_id       integer NOT NULL,
  hour         timestamptz NOT NULL,
  arrivals     integer NOT NULL DEFAULT 0,
  departures   integer NOT NULL DEFAULT 0,
  passages     integer NOT NULL DEFAULT 0,
  computed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lot_id, hour)
);
CREATE INDEX report_hourly_traffic_hour ON report_hourly_traffic (hour, lot_id);

CREATE TABLE report_hourly_lanes (
  lot_id     integer NOT NULL,
  hour       timestamptz NOT NULL,
  lane_name  text NOT NULL,
  direction  smallint NOT NULL,
  passages   integer NOT NULL,
  PRIMARY KEY (lot_id, hour, lane_name, direction)
);

CREATE TABLE report_hourly_marks (
  id         bigserial PRIMARY KEY,
  lot_id     integer NOT NULL,
  hour       timestamptz NOT NULL,
  marked_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_hourly_marks_bucket ON report_hourly_marks (lot_id, hour);

-- The row before and after a write, as JSON (the columns the trigger's arguments name are read from it).
CREATE FUNCTION report_rows_of(op text, old_row jsonb, new_row jsonb) RETURNS jsonb[] LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE op WHEN 'INSERT' THEN ARRAY[new_row] WHEN 'DELETE' THEN ARRAY[old_row] ELSE ARRAY[old_row, new_row] END $$;

-- Marks the operator days of the instants in the columns named by the trigger's arguments.
CREATE FUNCTION report_mark_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows jsonb[] := report_rows_of(TG_OP, CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END, CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END);
BEGIN
  INSERT INTO report_daily_marks (lot_id, day)
  SELECT DISTINCT (r ->> 'lot_id')::integer, operator_day((r ->> c)::timestamptz)
    FROM unnest(rows) r, unnest(TG_ARGV) c
   WHERE r ->> c IS NOT NULL AND r ->> 'lot_id' IS NOT NULL;
  RETURN NULL;
END $$;

-- Marks the operator hours of the instants in the columns named by the trigger's arguments.
CREATE FUNCTION report_mark_hours() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows jsonb[] := report_rows_of(TG_OP, CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END, CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END);
BEGIN
  INSERT INTO report_hourly_marks (lot_id, hour)
  SELECT DISTINCT (r ->> 'lot_id')::integer, operator_hour((r ->> c)::timestamptz)
    FROM unnest(rows) r, unnest(TG_ARGV) c
   WHERE r ->> c IS NOT NULL AND r ->> 'lot_id' IS NOT NULL;
  RETURN NULL;
END $$;

-- Every table settlement_events reads, with the instants its events are at (keep in step with the view).
CREATE TRIGGER orders_report_marks AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION report_mark_days('created_at');
CREATE TRIGGER rental_orders_report_marks AFTER INSERT OR UPDATE OR DELETE ON rental_orders FOR EACH ROW EXECUTE FUNCTION report_mark_days('paid_at');
CREATE TRIGGER coupon_orders_report_marks AFTER INSERT OR UPDATE OR DELETE ON coupon_orders FOR EACH ROW EXECUTE FUNCTION report_mark_days('paid_at');
CREATE TRIGGER payments_report_marks AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION report_mark_days('paid_at');
CREATE TRIGGER order_discounts_report_marks AFTER INSERT OR UPDATE OR DELETE ON order_discounts FOR EACH ROW EXECUTE FUNCTION report_mark_days('at');
CREATE TRIGGER refunds_report_marks AFTER INSERT OR UPDATE OR DELETE ON refunds FOR EACH ROW EXECUTE FUNCTION report_mark_days('refunded_at');
CREATE TRIGGER merchant_closings_report_marks AFTER INSERT OR UPDATE OR DELETE ON merchant_closings FOR EACH ROW EXECUTE FUNCTION report_mark_days('decided_at');
CREATE TRIGGER arrears_report_marks AFTER INSERT OR UPDATE OR DELETE ON arrears FOR EACH ROW EXECUTE FUNCTION report_mark_days('created_at', 'closed_at');
CREATE TRIGGER invoices_report_marks AFTER INSERT OR UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION report_mark_days('issued_at');
-- The hourly figures' tables.
CREATE TRIGGER stays_report_marks AFTER INSERT OR UPDATE OR DELETE ON stays FOR EACH ROW EXECUTE FUNCTION report_mark_hours('entry_at', 'exit_at');
CREATE TRIGGER passages_report_marks AFTER INSERT OR UPDATE OR DELETE ON passages FOR EACH ROW EXECUTE FUNCTION report_mark_hours('at');

-- A bucket's recomputation reads each source by lot and instant: the ones without such an index.
CREATE INDEX rental_orders_lot_paid ON rental_orders (lot_id, paid_at) WHERE state = 1;
CREATE INDEX refunds_lot_refunded ON refunds (lot_id, refunded_at) WHERE refunded_at IS NOT NULL;
CREATE INDEX merchant_closings_lot_decided ON merchant_closings (lot_id, decided_at) WHERE state = 1;
CREATE INDEX arrears_lot_closed ON arrears (lot_id, closed_at) WHERE closed_at IS NOT NULL;
CREATE INDEX invoices_lot_issued ON invoices (lot_id, issued_at) WHERE issued_at IS NOT NULL;
CREATE INDEX stays_lot_exit ON stays (lot_id, exit_at) WHERE exit_at IS NOT NULL;
