-- Each month's invoice and credit-note lines summed as GSTR-1's B2CS and HSN tables group them (`Gstr1LineSum` of
-- lib/domain/gstr1.ts, with `registered`: the invoice's buyer has a GSTIN): the return reads a month's few rows here,
-- where it expanded every line of the month's documents (2,930 invoices at 100,000 orders, 15-20 ms of PostgreSQL's
-- time a request). Documents are written once; triggers add a document's lines in the transaction that issues it,
-- take them off if it is deleted, and move them if it is changed. lib/server/reports/gstr1-property.test.ts holds
-- the return to the one the domain builds from the documents read whole.
CREATE TABLE "Gstr1LineSum" (
    "month" TEXT NOT NULL,
    "registered" BOOLEAN NOT NULL,
    -- '' when the invoice's place of supply could not be read.
    "pos" TEXT NOT NULL,
    "intraState" BOOLEAN NOT NULL,
    "hsn" TEXT NOT NULL,
    "gstRate" DOUBLE PRECISION NOT NULL,
    -- The invoice's number when it has no place of supply, else '': such lines are summed apart, to name it.
    "unplacedInvoice" TEXT NOT NULL,
    -- The document's number and the line's description when the line has no HSN code, else '' (summed apart).
    "hsnMissingIn" TEXT NOT NULL,
    "missingDescription" TEXT NOT NULL,
    -- The first description in code-point order of the lines added (a deleted document's may stay until the row goes).
    "description" TEXT NOT NULL,
    "lines" INTEGER NOT NULL,
    "quantity" BIGINT NOT NULL,
    "taxable" BIGINT NOT NULL,
    "cgst" BIGINT NOT NULL,
    "sgst" BIGINT NOT NULL,
    "igst" BIGINT NOT NULL,

    CONSTRAINT "Gstr1LineSum_pkey" PRIMARY KEY ("month", "registered", "pos", "intraState", "hsn", "gstRate",
      "unplacedInvoice", "hsnMissingIn", "missingDescription")
);

-- A document's lines, one row each, under the keys of "Gstr1LineSum": a credit note's amounts count negative, and
-- all of them again negative when `direction` is -1 (lines taken off).
CREATE FUNCTION gstr1_document_lines(
  doc_issued_at TIMESTAMP(3), doc_registered BOOLEAN, doc_pos TEXT, doc_intra_state BOOLEAN, doc_invoice_number TEXT,
  doc_number TEXT, doc_lines JSONB, doc_credit BOOLEAN, doc_direction INTEGER
) RETURNS TABLE (
  "month" TEXT, "registered" BOOLEAN, "pos" TEXT, "intraState" BOOLEAN, "hsn" TEXT, "gstRate" DOUBLE PRECISION,
  "unplacedInvoice" TEXT, "hsnMissingIn" TEXT, "missingDescription" TEXT, "description" TEXT, "direction" INTEGER,
  "quantity" BIGINT, "taxable" BIGINT, "cgst" BIGINT, "sgst" BIGINT, "igst" BIGINT
) LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char((doc_issued_at AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM'), doc_registered,
         coalesce(doc_pos, ''), doc_intra_state, coalesce(l.hsn, ''), l."gstRate",
         CASE WHEN coalesce(doc_pos, '') = '' THEN doc_invoice_number ELSE '' END,
         CASE WHEN coalesce(l.hsn, '') = '' THEN doc_number ELSE '' END,
         CASE WHEN coalesce(l.hsn, '') = '' THEN coalesce(l.description, '') ELSE '' END,
         coalesce(l.description, ''), doc_direction, s.sign * coalesce(l.quantity, 0), s.sign * l."taxableValue",
         s.sign * l.cgst, s.sign * l.sgst, s.sign * l.igst
  FROM (SELECT doc_direction * CASE WHEN doc_credit THEN -1 ELSE 1 END AS sign) s
  CROSS JOIN jsonb_to_recordset(CASE WHEN jsonb_typeof(doc_lines) = 'array' THEN doc_lines ELSE '[]'::jsonb END) AS l(
    description TEXT, hsn TEXT, quantity BIGINT, "gstRate" DOUBLE PRECISION, "taxableValue" BIGINT, cgst BIGINT,
    sgst BIGINT, igst BIGINT)
$$;

-- Adds a document's lines (direction 1) or takes them off (-1); rows left with no line go.
CREATE FUNCTION gstr1_line_sums_add(
  doc_issued_at TIMESTAMP(3), doc_registered BOOLEAN, doc_pos TEXT, doc_intra_state BOOLEAN, doc_invoice_number TEXT,
  doc_number TEXT, doc_lines JSONB, doc_credit BOOLEAN, doc_direction INTEGER
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "Gstr1LineSum" AS s
  SELECT l."month", l."registered", l."pos", l."intraState", l."hsn", l."gstRate", l."unplacedInvoice", l."hsnMissingIn",
         l."missingDescription", min(l."description" COLLATE "C"), sum(l."direction"), sum(l."quantity"), sum(l."taxable"),
         sum(l."cgst"), sum(l."sgst"), sum(l."igst")
  FROM gstr1_document_lines(doc_issued_at, doc_registered, doc_pos, doc_intra_state, doc_invoice_number, doc_number,
                            doc_lines, doc_credit, doc_direction) l
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("month", "registered", "pos", "intraState", "hsn", "gstRate", "unplacedInvoice", "hsnMissingIn",
               "missingDescription")
  DO UPDATE SET
    "description" = CASE WHEN EXCLUDED."lines" > 0 AND EXCLUDED."description" COLLATE "C" < s."description" COLLATE "C"
                         THEN EXCLUDED."description" ELSE s."description" END,
    "lines" = s."lines" + EXCLUDED."lines", "quantity" = s."quantity" + EXCLUDED."quantity",
    "taxable" = s."taxable" + EXCLUDED."taxable", "cgst" = s."cgst" + EXCLUDED."cgst",
    "sgst" = s."sgst" + EXCLUDED."sgst", "igst" = s."igst" + EXCLUDED."igst";
  IF doc_direction < 0 THEN
    DELETE FROM "Gstr1LineSum" s
    WHERE s."month" = to_char((doc_issued_at AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AND s."lines" <= 0;
  END IF;
END $$;

-- An invoice's lines and those of its credit notes, under the invoice as it is in `invoice`.
CREATE FUNCTION gstr1_line_sums_invoice_add(invoice "Invoice", direction INTEGER) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  note "CreditNote";
  buyer_registered BOOLEAN := coalesce(invoice.buyer->>'gstin', '') <> '';
BEGIN
  PERFORM gstr1_line_sums_add(invoice."issuedAt", buyer_registered, invoice."placeOfSupplyCode", invoice."intraState",
                              invoice.number, invoice.number, invoice.lines, false, direction);
  FOR note IN SELECT * FROM "CreditNote" n WHERE n."invoiceId" = invoice.id LOOP
    PERFORM gstr1_line_sums_add(note."issuedAt", buyer_registered, invoice."placeOfSupplyCode", invoice."intraState",
                                invoice.number, note.number, note.lines, true, direction);
  END LOOP;
END $$;

CREATE FUNCTION gstr1_line_sums_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM gstr1_line_sums_invoice_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM gstr1_line_sums_invoice_add(NEW, 1); END IF;
  RETURN NULL;
END $$;

-- A credit note's lines under its invoice (direction 1 adds them, -1 takes them off).
CREATE FUNCTION gstr1_line_sums_note_add(note "CreditNote", direction INTEGER) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  invoice "Invoice";
BEGIN
  SELECT * INTO invoice FROM "Invoice" i WHERE i.id = note."invoiceId";
  PERFORM gstr1_line_sums_add(note."issuedAt", coalesce(invoice.buyer->>'gstin', '') <> '', invoice."placeOfSupplyCode",
                              invoice."intraState", invoice.number, note.number, note.lines, true, direction);
END $$;

CREATE FUNCTION gstr1_line_sums_on_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM gstr1_line_sums_note_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM gstr1_line_sums_note_add(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Gstr1LineSum_invoice"
  AFTER INSERT OR UPDATE OF number, "issuedAt", buyer, "placeOfSupplyCode", "intraState", lines OR DELETE ON "Invoice"
  FOR EACH ROW EXECUTE FUNCTION gstr1_line_sums_on_invoice();
CREATE TRIGGER "Gstr1LineSum_credit_note"
  AFTER INSERT OR UPDATE OF "invoiceId", number, "issuedAt", lines OR DELETE ON "CreditNote"
  FOR EACH ROW EXECUTE FUNCTION gstr1_line_sums_on_note();

-- Every row again from the documents, in one pass (after a bulk load with the triggers off, and below).
CREATE FUNCTION gstr1_line_sums_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "Gstr1LineSum";
  INSERT INTO "Gstr1LineSum"
  SELECT l."month", l."registered", l."pos", l."intraState", l."hsn", l."gstRate", l."unplacedInvoice", l."hsnMissingIn",
         l."missingDescription", min(l."description" COLLATE "C"), count(*), sum(l."quantity"), sum(l."taxable"),
         sum(l."cgst"), sum(l."sgst"), sum(l."igst")
  FROM (
    SELECT i."issuedAt", i.buyer, i."placeOfSupplyCode", i."intraState", i.number AS invoice_number, i.number, i.lines, false AS credit
    FROM "Invoice" i
    UNION ALL
    SELECT n."issuedAt", i.buyer, i."placeOfSupplyCode", i."intraState", i.number, n.number, n.lines, true
    FROM "CreditNote" n JOIN "Invoice" i ON i.id = n."invoiceId"
  ) d
  CROSS JOIN LATERAL gstr1_document_lines(d."issuedAt", coalesce(d.buyer->>'gstin', '') <> '', d."placeOfSupplyCode",
                                          d."intraState", d.invoice_number, d.number, d.lines, d.credit, 1) l
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
$$;

SELECT gstr1_line_sums_rebuild();
