-- Renewals shared between processes (backend/auth/tokens.ts). Two console processes that find a
-- session's token expired at once both ask to renew it; the first revokes it and gets the
-- successor, the second must get the same successor rather than a refusal that ends the session.
-- The successor is kept on the old row for a short time, sealed with a key derived from the old
-- token (AES-256-GCM): only a holder of the old token can open it, and the table never holds a
-- usable token.
ALTER TABLE access_tokens ADD COLUMN successor_sealed text;
