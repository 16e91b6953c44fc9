-- Search finds a product by its brand, and by other Latin spellings of its names (issue 26): searchText
-- gains the brand; searchNames gains the brand, then ' ¦ ' and the spelling key of the name, each tag,
-- synonym and the brand. Existing products get what lib/domain/catalog.ts derives on every write
-- (productSearchText, productSearchNames, spellingKey: keep this function alike). Every row is kept.
CREATE FUNCTION "product_spelling_key"(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
    regexp_replace(
      replace(replace(replace(regexp_replace(replace(lower(t), 'ph', 'f'), '([a-z0-9])h', '\1', 'g'), 'w', 'v'), 'ee', 'i'), 'oo', 'u'),
      '[^a-z0-9]', '', 'g'),
    '([a-z])\1+', '\1', 'g')
$$;

UPDATE "Product" AS p
SET "searchText" = lower(array_to_string(ARRAY[p."name"] || p."tags" || ARRAY[p."description"] || p."benefits" || p."searchSynonyms" || d.brand, ' • ')),
    "searchNames" = lower(array_to_string(d.names, ' • ')) || ' ¦ ' || array_to_string(ARRAY(
      SELECT k.key FROM unnest(d.names) WITH ORDINALITY AS e(name, i) CROSS JOIN LATERAL (SELECT "product_spelling_key"(e.name) AS key) AS k
      WHERE k.key <> '' ORDER BY e.i), ' ')
FROM (
  SELECT q."id", b.brand, ARRAY[q."name"] || q."tags" || q."searchSynonyms" || b.brand AS names
  FROM "Product" AS q
  CROSS JOIN LATERAL (SELECT CASE WHEN coalesce(q."brand", '') = '' THEN ARRAY[]::text[] ELSE ARRAY[q."brand"] END AS brand) AS b
) AS d
WHERE d."id" = p."id";

DROP FUNCTION "product_spelling_key"(text);
