-- The leads dashboard: settings the server keeps for itself (the operator's password hash, the
-- secret that signs session cookies) and the operators' sessions, so every instance knows them.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE operator_sessions (
  id TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX operator_sessions_expiry ON operator_sessions (expires_at);
