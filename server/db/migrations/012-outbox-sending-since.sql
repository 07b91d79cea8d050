-- When the worker holding a mail began handing it to the SMTP server (cleared once it is sent,
-- given up or put off): a send under way for long shows the server as stalled, on /healthz and in
-- the dashboard, whichever instance holds it.
ALTER TABLE outbox ADD COLUMN sending_since TEXT;
