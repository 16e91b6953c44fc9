-- Returns: private photos and closed returns (issue #29).
-- Return photos are private (docs/returns.md): their paths move from the public `/media/returns/{name}` to
-- `/return-photos/{name}` (served to the order's owner and admins only). Every path is rewritten in place, in
-- its order; no row or photo is dropped. The files follow with `npm run returns:private-photos`.
UPDATE "ReturnRequest"
SET photos = ARRAY(
  SELECT regexp_replace(photo, '^/media/returns/', '/return-photos/')
  FROM unnest(photos) WITH ORDINALITY AS p(photo, ord)
  ORDER BY ord
)
WHERE EXISTS (SELECT 1 FROM unnest(photos) AS p(photo) WHERE photo LIKE '/media/returns/%');

UPDATE "PendingUpload"
SET path = regexp_replace(path, '^/media/returns/', '/return-photos/')
WHERE kind LIKE 'return:%' AND path LIKE '/media/returns/%';

-- A return ends closed (docs/returns.md): those refunded or rejected before this change are closed as they would
-- be now, with a "closed" step by whoever took the last one, at the same time. No row is removed.
INSERT INTO "ReturnStep" ("returnId", status, "byId", "byName", note, at)
SELECT r.id, 'closed', s."byId", s."byName", '', s.at
FROM "ReturnRequest" r
JOIN "ReturnStep" s ON s."returnId" = r.id AND s.status = r.status
WHERE r.status IN ('refunded', 'rejected')
ON CONFLICT ("returnId", status) DO NOTHING;

UPDATE "ReturnRequest" SET status = 'closed' WHERE status IN ('refunded', 'rejected');
