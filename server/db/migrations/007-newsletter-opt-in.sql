-- Newsletter double opt-in and one-click unsubscribe: a subscription counts once confirmed through
-- the link mailed to the address; token_hash (SHA-256 of the link's token) finds it for the
-- confirm and unsubscribe links. Addresses on the list before this change subscribed under the
-- policy of the day and stay on it, confirmed as of their subscription.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN token_hash TEXT;
UPDATE newsletter_subscribers SET confirmed_at = created_at;
CREATE INDEX newsletter_token ON newsletter_subscribers (token_hash);
-- The List-Unsubscribe address of a mail sent to a subscriber (RFC 8058 one-click).
ALTER TABLE outbox ADD COLUMN list_unsubscribe TEXT;
