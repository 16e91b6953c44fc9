-- The orders list's search finds staff notes' words through a copy of each order's notes on the order itself, with its
-- own trigram index: one more arm of the search's bitmap, where the list first looked up the noted orders and then
-- named them by id (at 100,000 orders a phrase on 1,250 orders put 1,250 ids in each query; one on 40,000 would have
-- passed PostgreSQL's limit of 32,767 parameters and failed). Kept by triggers in each note's transaction.
ALTER TABLE "Order" ADD COLUMN "staffNotesText" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION order_staff_notes_refresh(order_id INTEGER) RETURNS void LANGUAGE sql AS $$
  UPDATE "Order" SET "staffNotesText" = coalesce((SELECT string_agg(body, E'\n' ORDER BY id) FROM "OrderNote" WHERE "orderId" = order_id), '')
  WHERE id = order_id;
$$;

CREATE FUNCTION order_staff_notes_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM order_staff_notes_refresh(OLD."orderId");
  ELSE
    IF TG_OP = 'UPDATE' THEN
      IF OLD."orderId" <> NEW."orderId" THEN
        PERFORM order_staff_notes_refresh(OLD."orderId");
      END IF;
    END IF;
    PERFORM order_staff_notes_refresh(NEW."orderId");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Order_staffNotesText" AFTER INSERT OR UPDATE OF body, "orderId" OR DELETE ON "OrderNote"
  FOR EACH ROW EXECUTE FUNCTION order_staff_notes_on_change();

UPDATE "Order" o SET "staffNotesText" = n.text
FROM (SELECT "orderId", string_agg(body, E'\n' ORDER BY id) AS text FROM "OrderNote" GROUP BY "orderId") n
WHERE o.id = n."orderId";

CREATE INDEX "Order_staffNotesText_trgm_idx" ON "Order" USING GIN ("staffNotesText" gin_trgm_ops);
