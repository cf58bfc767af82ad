-- /CashierOperationLog read a page at a time (docs/reports.md, "Work records and traffic lists").
-- The view of 345 joined orders and looked up the booth inside its union, for every row of the
-- period, before the page's 20 were sorted out (385 ms for a month over a year of four lots, under
-- load). Now the union holds the four tables' own rows, and the order number and the booth are
-- looked up for the rows of the page only (93 ms, the same load). "A person" is NOT LIKE '%:%',
-- whose selectivity PostgreSQL estimates from the column's statistics (position() = 0 it guessed at
-- 0.5 % and planned for 59 rows of 11,814). Every branch has the union's column types exactly.
CREATE OR REPLACE VIEW cashier_operations AS
  SELECT x.id, x.kind, x.at, x.lot_id, x.operator, x.plate,
         CASE WHEN x.stay_id IS NULL THEN o.order_no
              ELSE (SELECT so.order_no FROM orders so WHERE so.stay_id = x.stay_id ORDER BY so.id DESC LIMIT 1) END AS order_no,
         x.amount, x.detail,
         (SELECT cs.booth FROM cashier_shifts cs
           WHERE cs.cashier = x.operator AND cs.signed_in_at <= x.at AND (cs.signed_out_at IS NULL OR x.at <= cs.signed_out_at)
           ORDER BY cs.signed_in_at DESC LIMIT 1) AS booth
    FROM (
      SELECT p.id * 4 AS id, 'payment'::text AS kind, p.paid_at AS at, p.lot_id, p.operator, p.plate, p.order_id,
             NULL::bigint AS stay_id, p.amount, p.channel AS detail
        FROM payments p
       WHERE p.operator IS NOT NULL
      UNION ALL
      SELECT d.id * 4 + 1, d.kind, d.at, d.lot_id, d.operator, d.plate, d.order_id, NULL::bigint, d.amount, d.reason
        FROM order_discounts d
       WHERE d.kind IN ('discount', 'free', 'waive')
      UNION ALL
      SELECT r.id * 4 + 2, 'refundRequested'::text, r.requested_at, r.lot_id, r.requested_by, r.plate, r.order_id, NULL::bigint, r.amount, r.reason
        FROM refunds r
       WHERE r.order_id IS NOT NULL
      UNION ALL
      SELECT s.id * 4 + 3, 'manualExit'::text, s.exit_at, s.lot_id, s.exit_operator, s.plate, NULL::bigint, s.id, NULL::bigint, s.exit_lane
        FROM stays s
       WHERE s.exit_source = 'manual' AND s.exit_operator IS NOT NULL AND s.exit_at IS NOT NULL
         AND s.free_reason IS DISTINCT FROM 'freeDeparture'
    ) x
    LEFT JOIN orders o ON o.id = x.order_id
   WHERE x.operator NOT LIKE '%:%';
