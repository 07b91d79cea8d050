-- Which worker holds a claim on a mail, so only that worker renews it, retries it or lets it go.
ALTER TABLE outbox ADD COLUMN locked_by TEXT;
