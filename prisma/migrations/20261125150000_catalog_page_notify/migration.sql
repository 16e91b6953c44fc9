-- Every app server keeps which product, category and old category addresses exist
-- (lib/server/seo/existence.ts) and forgets it when this channel says the set may have changed:
-- a product created, deleted, archived or restored; a category created, deleted, renamed or moved;
-- an old slug kept or dropped. Statement-level, so a bulk import sends one notice per statement;
-- PostgreSQL delivers it at commit, to every listening connection.
CREATE FUNCTION notify_catalog_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_pages', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_catalog_pages"
  AFTER INSERT OR DELETE OR UPDATE OF "archivedAt" OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_pages();

CREATE TRIGGER "Category_catalog_pages"
  AFTER INSERT OR DELETE OR UPDATE OF "slug", "parentId" OR TRUNCATE ON "Category"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_pages();

CREATE TRIGGER "CategorySlugRedirect_catalog_pages"
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "CategorySlugRedirect"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_pages();
