-- Product pages answer an unknown id's 404 themselves (app/(shop)/product/[productId]/page.tsx):
-- the app servers keep only which category addresses exist, so product changes need no notice.
DROP TRIGGER "Product_catalog_pages" ON "Product";
