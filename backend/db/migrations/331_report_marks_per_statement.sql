-- The rollups' marks (330) per statement instead of per row: a statement marks each (lot, day) or
-- (lot, hour) it touched once, read from its transition tables, where the row triggers turned every
-- row into JSON and wrote a mark per row (a large share of a write's time on PGlite's WASM engine;
-- docs/performance.md, "npm test"). PostgreSQL allows transition tables on one event per trigger,
-- hence three triggers per table, all calling one function.

DROP TRIGGER orders_report_marks ON orders;
DROP TRIGGER rental_orders_report_marks ON rental_orders;
DROP TRIGGER coupon_orders_report_marks ON coupon_orders;
DROP TRIGGER payments_report_marks ON payments;
DROP TRIGGER order_discounts_report_marks ON order_discounts;
DROP TRIGGER refunds_report_marks ON refunds;
DROP TRIGGER merchant_closings_report_marks ON merchant_closings;
DROP TRIGGER arrears_report_marks ON arrears;
DROP TRIGGER invoices_report_marks ON invoices;
DROP TRIGGER stays_report_marks ON stays;
DROP TRIGGER passages_report_marks ON passages;
DROP FUNCTION report_mark_days();
DROP FUNCTION report_mark_hours();
DROP FUNCTION report_rows_of(text, jsonb, jsonb);

-- The rows before (old_rows) and after (new_rows) the statement, as far as its event has them.
CREATE FUNCTION report_changed_rows(op text) RETURNS text[] LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE op WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['old_rows', 'new_rows'] END $$;

-- The statement that marks, in `marks`, the buckets (`bucket` of an instant) of the instants in
-- `columns` of every row the statement changed. Run by the trigger function itself: only there
-- are the transition tables visible.
CREATE FUNCTION report_marks_sql(marks text, bucket text, columns text[], op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('INSERT INTO %I (lot_id, %I) SELECT DISTINCT lot_id, %I(at) FROM (%s) changed WHERE lot_id IS NOT NULL AND at IS NOT NULL',
                marks, CASE bucket WHEN 'operator_day' THEN 'day' ELSE 'hour' END, bucket,
                (SELECT string_agg(format('SELECT lot_id, %I AS at FROM %I', c, r), ' UNION ALL ')
                   FROM unnest(report_changed_rows(op)) r, unnest(columns) c))
$$;

CREATE FUNCTION report_mark_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_marks_sql('report_daily_marks', 'operator_day', TG_ARGV, TG_OP);
  RETURN NULL;
END $$;

CREATE FUNCTION report_mark_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE report_marks_sql('report_hourly_marks', 'operator_hour', TG_ARGV, TG_OP);
  RETURN NULL;
END $$;

-- The three triggers of a table, marking with `fn` the instants in `columns`.
CREATE FUNCTION report_mark_table(tbl text, fn text, columns text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := (SELECT string_agg(quote_literal(c), ', ') FROM unnest(columns) c);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', tbl || '_report_marks_insert', tbl, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', tbl || '_report_marks_update', tbl, fn, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', tbl || '_report_marks_delete', tbl, fn, args);
END $$;

-- Every table settlement_events reads, with the instants its events are at (keep in step with the view).
SELECT report_mark_table('orders', 'report_mark_days', ARRAY['created_at']);
SELECT report_mark_table('rental_orders', 'report_mark_days', ARRAY['paid_at']);
SELECT report_mark_table('coupon_orders', 'report_mark_days', ARRAY['paid_at']);
SELECT report_mark_table('payments', 'report_mark_days', ARRAY['paid_at']);
SELECT report_mark_table('order_discounts', 'report_mark_days', ARRAY['at']);
SELECT report_mark_table('refunds', 'report_mark_days', ARRAY['refunded_at']);
SELECT report_mark_table('merchant_closings', 'report_mark_days', ARRAY['decided_at']);
SELECT report_mark_table('arrears', 'report_mark_days', ARRAY['created_at', 'closed_at']);
SELECT report_mark_table('invoices', 'report_mark_days', ARRAY['issued_at']);
-- The hourly figures' tables.
SELECT report_mark_table('stays', 'report_mark_hours', ARRAY['entry_at', 'exit_at']);
SELECT report_mark_table('passages', 'report_mark_hours', ARRAY['at']);
DROP FUNCTION report_mark_table(text, text, text[]);
