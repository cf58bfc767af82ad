-- Mail (backend/mail/, backend/mail/README.md): every message the backend sends through the
-- /SendEmailInfo sender, so an operator can see what was sent, to whom, and why one was not.
-- The outbox job 'mail.send' (outbox_jobs) names its row here; the message itself lives only here.
--
-- state: queued (waiting, or between attempts: error holds the last failure), sent (the server
-- took it: message_id is our Message-ID header, server_response the server's reply with its own
-- queue id), failed (parked: a permanent refusal or the last attempt failed; a person sends it
-- again). key: the caller's name for the message (one message per key, however often queued).
CREATE TABLE mail_log (
  id bigserial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  to_addresses text[] NOT NULL,
  cc_addresses text[] NOT NULL DEFAULT '{}',
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  -- Makes the Message-ID header, the same on every attempt (a receiver folds a repeated delivery).
  token text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  from_address text,
  message_id text,
  server_response text,
  -- Recipients the server refused while it took the message for the others.
  rejected text[] NOT NULL DEFAULT '{}',
  error text,
  queued_at timestamptz NOT NULL,
  sent_at timestamptz,
  failed_at timestamptz,
  updated_at timestamptz NOT NULL
);

CREATE INDEX mail_log_state ON mail_log (state, queued_at);

-- Attachment bytes, stored once per content (sha256): the daily pack mailed to a list of
-- recipients is one row, however many messages carry it.
CREATE TABLE mail_blobs (
  sha256 text PRIMARY KEY,
  size integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);

-- A message's attachments, in order.
CREATE TABLE mail_attachments (
  mail_id bigint NOT NULL REFERENCES mail_log (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  sha256 text NOT NULL REFERENCES mail_blobs (sha256),
  PRIMARY KEY (mail_id, position)
);

CREATE INDEX mail_attachments_blob ON mail_attachments (sha256);
