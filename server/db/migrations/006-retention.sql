-- Retention: an enquiry is erased LEAD_RETENTION_DAYS after retain_from (its creation, or the day
-- the person asked us to keep in touch); the notice 48 hours before is recorded so it goes once.
ALTER TABLE enquiries ADD COLUMN retain_from TEXT;
ALTER TABLE enquiries ADD COLUMN retention_notice_at TEXT;
-- What a link is for: 'data' (download or erase) or 'keep' (keep in touch, from a retention notice).
ALTER TABLE data_links ADD COLUMN purpose TEXT NOT NULL DEFAULT 'data';
