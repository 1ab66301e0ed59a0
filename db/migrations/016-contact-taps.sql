-- Calls and WhatsApp chats started from the site (issue 35), counted like page views: per UK
-- day, page, the visit's source and phone or computer, with nothing that identifies a person.
ALTER TABLE page_views ADD COLUMN calls INTEGER NOT NULL DEFAULT 0 CHECK (calls >= 0);
ALTER TABLE page_views ADD COLUMN chats INTEGER NOT NULL DEFAULT 0 CHECK (chats >= 0);
ALTER TABLE page_views_monthly ADD COLUMN calls INTEGER NOT NULL DEFAULT 0;
ALTER TABLE page_views_monthly ADD COLUMN chats INTEGER NOT NULL DEFAULT 0;
