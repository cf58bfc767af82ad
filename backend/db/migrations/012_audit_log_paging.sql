-- The audit trail grows to millions of rows and is listed newest first: an index on (at, id)
-- serves the list's ORDER BY at, id in both directions without sorting the table.
CREATE INDEX audit_log_at_id ON audit_log (at, id);
DROP INDEX IF EXISTS audit_log_at;
