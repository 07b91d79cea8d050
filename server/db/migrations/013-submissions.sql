-- Each submission taken once: a form or API request, named by the route it came to, the
-- idempotency key its client gave (or none: ''), and a SHA-256 of what it said. A repeat of it
-- is answered with `result`, what the first one's taking gave, and stores nothing. Kept 24 hours.
CREATE TABLE submissions (
  route TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  result TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (route, idempotency_key, fingerprint)
);
CREATE INDEX submissions_created_at ON submissions (created_at);
