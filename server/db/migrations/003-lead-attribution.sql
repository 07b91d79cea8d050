-- Where each lead came from: the first page of the visit, the external referrer, the campaign
-- parameters and a Google Ads click id (first touch per visit), and the page the form was sent from.
ALTER TABLE enquiries ADD COLUMN landing_page TEXT;
ALTER TABLE enquiries ADD COLUMN referrer TEXT;
ALTER TABLE enquiries ADD COLUMN utm_source TEXT;
ALTER TABLE enquiries ADD COLUMN utm_medium TEXT;
ALTER TABLE enquiries ADD COLUMN utm_campaign TEXT;
ALTER TABLE enquiries ADD COLUMN utm_term TEXT;
ALTER TABLE enquiries ADD COLUMN utm_content TEXT;
ALTER TABLE enquiries ADD COLUMN gclid TEXT;
ALTER TABLE enquiries ADD COLUMN form_page TEXT;
