-- Monitoring cameras of a lot (/MonitoringEquipment): surveillance video, not the lane cameras of
-- 040 (lane_devices) that read plates. A serial number is required and unique (case-insensitive);
-- ip, port and channel address the stream on the lot's recorder.

CREATE TABLE monitoring_cameras (
  id          serial PRIMARY KEY,
  lot_id      integer NOT NULL REFERENCES parking_lots (id),
  name        text NOT NULL,
  serial      text NOT NULL,
  ip          text,
  port        integer CHECK (port BETWEEN 1 AND 65535),
  channel     integer CHECK (channel BETWEEN 1 AND 256),
  location    text,
  status      smallint NOT NULL DEFAULT 1,
  remark      text,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX monitoring_cameras_serial ON monitoring_cameras (lower(serial));
CREATE INDEX monitoring_cameras_lot ON monitoring_cameras (lot_id, name, id);
