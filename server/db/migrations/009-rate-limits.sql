-- The rate limits' counts, when instances share a PostgreSQL database (SQLite, one instance, counts
-- in memory): the hits of each key (a limit and a client address) in the window that ends at
-- resets_at, in milliseconds since 1970.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  resets_at BIGINT NOT NULL
);
CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);
