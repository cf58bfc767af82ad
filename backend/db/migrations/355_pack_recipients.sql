-- The management pack's recipient lists (/OneClickReport, docs/reports.md "Scheduled packs"): who is
-- mailed the previous day's pack, for which lots (none: every lot), in which language, at which
-- hour of the operator's clock. last_pack_day is the last operator day whose pack was queued for
-- the list: the scheduler moves it under a row lock taken with SKIP LOCKED, and the mail's key
-- (oneClickReport:<list>:<day>) is unique, so two backends queue one mail per list and day.
CREATE TABLE pack_recipient_lists (
  id            serial PRIMARY KEY,
  name          text NOT NULL,
  emails        text[] NOT NULL,
  lot_ids       integer[] NOT NULL DEFAULT '{}',
  language      text NOT NULL CHECK (language IN ('zh-CN', 'en-US')),
  enabled       boolean NOT NULL DEFAULT true,
  send_hour     smallint NOT NULL CHECK (send_hour BETWEEN 0 AND 23),
  last_pack_day date,
  created_by    text NOT NULL,
  updated_at    timestamptz NOT NULL
);
