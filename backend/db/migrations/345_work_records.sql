-- Records of people's work and the traffic lists (issue 23; docs/reports.md, "Work records and
-- traffic lists"): calls from lane intercoms and pay stations' help buttons, and read-only views
-- over what the product already writes. Every view carries the lot (data scope) and a stable id.

-- A call a driver made from a lane's intercom or a pay station's help button to the control
-- centre, reported by the device when it ends (lib/device-protocol.ts intercomCall). answered_at
-- null: nobody answered (missed). The device's call id makes a report sent twice one row.
CREATE TABLE phone_calls (
  id             bigserial PRIMARY KEY,
  call_no        text NOT NULL,
  lot_id         integer NOT NULL REFERENCES parking_lots (id),
  device_kind    text NOT NULL CHECK (device_kind IN ('lane', 'payStation')),
  device_serial  text NOT NULL,
  -- The lane's name or the pay station's name when the call was made.
  place_name     text NOT NULL,
  started_at     timestamptz NOT NULL,
  answered_at    timestamptz CHECK (answered_at >= started_at),
  ended_at       timestamptz NOT NULL CHECK (ended_at >= started_at),
  answered_by    text,
  UNIQUE (device_kind, device_serial, call_no)
);
CREATE INDEX phone_calls_lot_started ON phone_calls (lot_id, started_at DESC, id DESC);
CREATE INDEX phone_calls_started ON phone_calls (started_at DESC, id DESC);

CREATE VIEW phone_call_records AS
  SELECT c.id, c.call_no, c.lot_id, c.device_kind, c.device_serial, c.place_name, c.started_at, c.answered_at, c.ended_at,
         c.answered_by,
         CASE WHEN c.answered_at IS NULL THEN 'missed' ELSE 'answered' END AS outcome,
         extract(epoch FROM coalesce(c.answered_at, c.ended_at) - c.started_at)::int AS ring_seconds,
         CASE WHEN c.answered_at IS NOT NULL THEN extract(epoch FROM c.ended_at - c.answered_at)::int END AS talk_seconds
    FROM phone_calls c;

-- Collectors' sign-in and sign-out (/CatcCollectorSignRecord): a POS terminal handed to a
-- collector for work in a lot is his sign-in, taken back his sign-out. His sections are the
-- streets of the lot he may work (pos_user_lots; none: the whole lot). Late and early compare with
-- the roster's shift of that operator day of the console user of the same login name (none
-- rostered: no flag).
CREATE VIEW collector_sign_records AS
  SELECT a.id, a.lot_id, u.login_name AS collector, u.name AS collector_name, t.serial AS terminal,
         (SELECT string_agg(s.name, ', ' ORDER BY s.name) FROM pos_user_lots ul JOIN streets s ON s.id = ul.street_id
           WHERE ul.pos_user_id = u.id AND ul.lot_id = a.lot_id AND ul.status = 1) AS sections,
         a.assigned_at AS signed_in_at, a.returned_at AS signed_out_at,
         (extract(epoch FROM coalesce(a.returned_at, now()) - a.assigned_at) / 60)::int AS duration_minutes,
         r.plan_name AS shift,
         CASE WHEN r.starts IS NOT NULL THEN a.assigned_at > r.starts END AS late,
         CASE WHEN r.ends IS NOT NULL AND a.returned_at IS NOT NULL THEN a.returned_at < r.ends END AS early
    FROM pos_assignments a
    JOIN pos_users u ON u.id = a.pos_user_id
    JOIN pos_terminals t ON t.id = a.terminal_id
    LEFT JOIN LATERAL (
      SELECT p.name AS plan_name,
             operator_day_start(sa.work_date) + p.start_time::interval AS starts,
             operator_day_start(sa.work_date) + p.end_time::interval
               + CASE WHEN p.end_time <= p.start_time THEN interval '1 day' ELSE interval '0' END AS ends
        FROM users cu
        JOIN scheduling_assignments sa ON sa.user_id = cu.id AND sa.work_date = operator_day(a.assigned_at)
        JOIN scheduling_plans p ON p.id = sa.plan_id
       WHERE lower(cu.login_name) = lower(u.login_name)
       LIMIT 1
    ) r ON true;

-- Booth users' log (/CdUserLog): each cashier's shift at a booth, from sign-in to sign-out.
CREATE VIEW booth_user_logs AS
  SELECT s.id, s.shift_no, s.lot_id, s.booth, s.cashier, u.display_name AS cashier_name, s.state,
         s.signed_in_at, s.signed_out_at,
         (extract(epoch FROM coalesce(s.signed_out_at, now()) - s.signed_in_at) / 60)::int AS duration_minutes,
         s.payments, s.taken_total, s.signed_out_by
    FROM cashier_shifts s
    LEFT JOIN users u ON u.login_name = s.cashier;

-- What cashiers did (/CashierOperationLog): payments they took, reductions they granted, refunds
-- they asked for and vehicles they let out by hand (a free departure is its 'free' row); the booth
-- is that of the cashier's shift open at the time (docs/settlement.md). People only: an actor name
-- with a colon is a device's or a job's (backend/kernel/work.ts). id: the source row's id * 4 + the
-- kind's place.
CREATE VIEW cashier_operations AS
  SELECT x.id, x.kind, x.at, x.lot_id, x.operator, x.plate, x.order_no, x.amount, x.detail,
         (SELECT cs.booth FROM cashier_shifts cs
           WHERE cs.cashier = x.operator AND cs.signed_in_at <= x.at AND (cs.signed_out_at IS NULL OR x.at <= cs.signed_out_at)
           ORDER BY cs.signed_in_at DESC LIMIT 1) AS booth
    FROM (
      SELECT p.id * 4 AS id, 'payment'::text AS kind, p.paid_at AS at, p.lot_id, p.operator, p.plate, o.order_no, p.amount,
             p.channel AS detail
        FROM payments p LEFT JOIN orders o ON o.id = p.order_id
       WHERE p.operator IS NOT NULL
      UNION ALL
      SELECT d.id * 4 + 1, d.kind, d.at, d.lot_id, d.operator, d.plate, o.order_no, d.amount, d.reason
        FROM order_discounts d JOIN orders o ON o.id = d.order_id
       WHERE d.kind IN ('discount', 'free', 'waive')
      UNION ALL
      SELECT r.id * 4 + 2, 'refundRequested', r.requested_at, r.lot_id, r.requested_by, r.plate, o.order_no, r.amount, r.reason
        FROM refunds r JOIN orders o ON o.id = r.order_id
      UNION ALL
      SELECT s.id * 4 + 3, 'manualExit', s.exit_at, s.lot_id, s.exit_operator, s.plate,
             (SELECT o.order_no FROM orders o WHERE o.stay_id = s.id ORDER BY o.id DESC LIMIT 1), NULL::bigint, s.exit_lane
        FROM stays s
       WHERE s.exit_source = 'manual' AND s.exit_operator IS NOT NULL AND s.exit_at IS NOT NULL
         AND s.free_reason IS DISTINCT FROM 'freeDeparture'
    ) x
   WHERE position(':' IN x.operator) = 0;

-- Receipts printed (toll print record): the product records no printing, so a receipt is the
-- payment's where paper is handed over: at a pay station (titled with its receipt title), a booth,
-- an exit lane's cashier and a collector's POS; online payments get none.
CREATE VIEW toll_print_records AS
  SELECT p.id, p.payment_no, p.lot_id, operator_day(p.paid_at) AS day, p.paid_at AS printed_at, p.place, p.channel,
         p.plate, p.amount, coalesce(ps.name, p.operator) AS printed_by, ps.receipt_title
    FROM payments p
    LEFT JOIN pay_stations ps ON p.place = 'payStation' AND ps.serial = p.device
   WHERE p.place <> 'online';

-- Turnover per lot and operator day (turnover rate): stays begun that day, from the hourly
-- traffic rollup, and the lot's capacity now (place_occupancy); the figure itself is computed at
-- read by lib/reports/use-figures.ts turnover.
CREATE VIEW lot_daily_turnover AS
  SELECT (d.day - DATE '2000-01-01')::bigint * 1000000 + d.lot_id AS id, d.lot_id, d.day, d.stays,
         coalesce(c.capacity, 0) AS capacity
    FROM (SELECT h.lot_id, operator_day(h.hour) AS day, sum(h.arrivals)::int AS stays
            FROM report_hourly_traffic h GROUP BY 1, 2) d
    LEFT JOIN place_occupancy c ON c.kind = 'lot' AND c.id = d.lot_id;

-- Passages per lane and hour (lane pass number), from the hourly lanes rollup. id: the hour's
-- number * 2^32 + a hash of lot, lane and direction (stable, below 2^53).
CREATE VIEW lane_hourly_passes AS
  SELECT (extract(epoch FROM h.hour)::bigint / 3600) * 4294967296
           + (hashtext(h.lot_id || ':' || h.lane_name || ':' || h.direction)::bigint + 2147483648) AS id,
         h.lot_id, h.hour, operator_day(h.hour) AS day, h.lane_name, h.direction, h.passages
    FROM report_hourly_lanes h;
