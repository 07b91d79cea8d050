-- Each visitor's data rights: the links sent to an address to download or erase its data
-- (single use, expiring), and the proof that an erasure was done (a salted hash, not the address).
CREATE TABLE data_links (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX data_links_email ON data_links (email);

CREATE TABLE erasures (
  id TEXT PRIMARY KEY,
  erased_at TEXT NOT NULL,
  salt TEXT NOT NULL,
  email_hash TEXT NOT NULL,
  via TEXT NOT NULL,
  enquiries INTEGER NOT NULL,
  subscriptions INTEGER NOT NULL,
  mails INTEGER NOT NULL
);
