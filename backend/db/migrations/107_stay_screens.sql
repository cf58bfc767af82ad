-- The stay and vehicle-record screens (lib/areas/charging/screens.ts) over the charging core
-- of 102: the record of vehicles let in or out by hand, and indexes for the screens' lists and a
-- stay's detail.

-- A vehicle let in or out by hand (/ManualPassageRecord): the stay says it was manual (entry or
-- exit source 'manual', the operator); this keeps why. A manual entry's row is written first and
-- the stay it started linked to it in the same transaction. kind: entry | exit.
CREATE TABLE manual_passages (
  id           bigserial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('entry', 'exit')),
  at           timestamptz NOT NULL,
  lot_id       integer NOT NULL REFERENCES parking_lots (id),
  plate        text NOT NULL,
  plate_color  text NOT NULL,
  berth_id     integer REFERENCES berths (id) ON DELETE SET NULL,
  berth_number text,
  -- The reason as it read then (an entry's is picked from /IncomingReason, an exit's typed).
  reason_id    integer REFERENCES incoming_reasons (id) ON DELETE SET NULL,
  reason       text NOT NULL,
  remark       text,
  operator     text NOT NULL,
  stay_id      bigint REFERENCES stays (id)
);
CREATE INDEX manual_passages_lot_at ON manual_passages (lot_id, at DESC, id DESC);
CREATE INDEX manual_passages_at ON manual_passages (at DESC, id DESC);
CREATE INDEX manual_passages_stay ON manual_passages (stay_id);

-- A stay's detail and the repeat-entry screens look these up by stay.
CREATE INDEX stays_repeat_of ON stays (repeat_of) WHERE repeat_of IS NOT NULL;
CREATE INDEX passages_stay ON passages (stay_id) WHERE stay_id IS NOT NULL;
CREATE INDEX stay_changes_stay ON stay_changes (stay_id);
CREATE INDEX stay_changes_at ON stay_changes (at DESC, id DESC);
CREATE INDEX lane_queue_queued ON lane_queue (queued_at DESC, id DESC);
-- Vehicles in the lot now (/VehicleEntryInfo), newest first (states: lib/parking/stay-machine.ts OPEN_STAY_STATES).
CREATE INDEX stays_open_entry ON stays (entry_at DESC, id DESC) WHERE state IN (0, 1);
