-- Signatures the backend has accepted, kept for as long as their browserTm could still pass the
-- freshness check: the same signed request again is a replay and is refused (docs/ashx-protocol.md).
-- In the database, so that every backend process sees what any other has seen.
CREATE TABLE seen_signatures (
  signature  text PRIMARY KEY,
  seen_at    timestamptz NOT NULL
);
CREATE INDEX seen_signatures_seen ON seen_signatures (seen_at);
