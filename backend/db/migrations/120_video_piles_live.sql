-- Video piles speak the device protocol (kind 'videoPile', docs/devices.md): the camera pole of a
-- street reports the plates of the berths it covers, which name the vehicles of on-street stays.
-- Like every device with a connection of its own it has a live state the ingestion writes.
ALTER TABLE video_piles
  ADD COLUMN comm_state    smallint NOT NULL DEFAULT 0 CHECK (comm_state IN (0, 1)),
  ADD COLUMN last_seen_at  timestamptz;
