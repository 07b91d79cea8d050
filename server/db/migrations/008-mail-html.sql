-- The HTML alternative of a mail to a visitor (the plain text stays in body_text); NULL for a mail
-- that is plain text only, such as the notification to the company.
ALTER TABLE outbox ADD COLUMN body_html TEXT;
