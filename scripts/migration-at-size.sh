#!/usr/bin/env bash
# Applies this checkout's new migrations to a database built by an older commit, seeded and grown by
# seed:bulk, and prints what must not change (row counts, stock and money sums) before and after.
#   bash scripts/migration-at-size.sh <older-commit> [products=50000] [orders=20000]
set -euo pipefail
base=$1; products=${2:-50000}; orders=${3:-20000}
here=$(git rev-parse --show-toplevel)
work=$(mktemp -d /tmp/migration-at-size.XXXX)
git -C "$here" worktree add --detach "$work/tree" "$base" >/dev/null
trap 'git -C "$here" worktree remove --force "$work/tree"' EXIT
cd "$work/tree"
cp -al "$here/node_modules" node_modules && rm -rf node_modules/.prisma && cp -a "$here/node_modules/.prisma" node_modules/
npx prisma generate >/dev/null
cp "$here/scripts/migration-counts.mjs" scripts/migration-counts.mjs
export EMBEDDED_PG_PORT=${EMBEDDED_PG_PORT:-57320}
npx tsx scripts/with-db.ts tsx prisma/seed-bulk.ts --products "$products" --orders "$orders"
# with-db migrates (to the older commit's migrations) before the command; the command adds this checkout's, timed.
npx tsx scripts/with-db.ts bash -c "node scripts/migration-counts.mjs > $work/before.json
  cp -r $here/prisma/migrations/. prisma/migrations/
  start=\$(date +%s%N); npx prisma migrate deploy | grep -E 'applied|└─ 2'
  echo \"migrate deploy: \$(( (\$(date +%s%N) - start) / 1000000 )) ms\"
  node scripts/migration-counts.mjs > $work/after.json"
echo "before: $work/before.json  after: $work/after.json"
diff "$work/before.json" "$work/after.json" && echo "no count or sum changed" || true
