-- Written in the SQL that SQLite and PostgreSQL share: ids are UUID text made by the server,
-- times are ISO 8601 UTC text (they sort as text).

CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  source TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  subject TEXT,
  message TEXT NOT NULL,
  consent_version TEXT NOT NULL,
  consent_at TEXT NOT NULL,
  mail_requested_at TEXT
);
CREATE INDEX enquiries_created_at ON enquiries (created_at);
CREATE INDEX enquiries_contact ON enquiries (email, phone, created_at);

CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  enquiry_id TEXT REFERENCES enquiries (id),
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  locked_until TEXT,
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  consent_version TEXT NOT NULL
);
