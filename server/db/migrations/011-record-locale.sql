-- The language of the page an enquiry or a newsletter subscription was sent from: the visitor's
-- e-mails go out in it, the company's dashboard shows it. Rows from before this change came from
-- the English site.
ALTER TABLE enquiries ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE newsletter_subscribers ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
