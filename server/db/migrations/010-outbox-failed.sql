-- A mail the SMTP server refused for good (a 5xx answer), or that failed every try, stops being
-- tried: status 'failed', with the time it was given up and the server's answer in last_error,
-- until an operator retries it from the dashboard.
ALTER TABLE outbox ADD COLUMN failed_at TEXT;
