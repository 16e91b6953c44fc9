-- Return photos are private (docs/returns.md): their paths move from the public `/media/returns/{name}` to
-- `/return-photos/{name}` (served to the order's owner and admins only). Every path is rewritten in place, in
-- its order; no row or photo is dropped. The files follow with `npm run returns:private-photos`.
UPDATE "ReturnRequest"
SET photos = ARRAY(
  SELECT regexp_replace(photo, '^/media/returns/', '/return-photos/')
  FROM unnest(photos) WITH ORDINALITY AS p(photo, position)
  ORDER BY position
)
WHERE EXISTS (SELECT 1 FROM unnest(photos) AS p(photo) WHERE photo LIKE '/media/returns/%');

UPDATE "PendingUpload"
SET path = regexp_replace(path, '^/media/returns/', '/return-photos/')
WHERE kind LIKE 'return:%' AND path LIKE '/media/returns/%';
