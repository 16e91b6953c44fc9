/**
 * Moves return photos stored before they were private into the private storage (docs/returns.md):
 * run once after deploying the migration 20261127082000; running it again changes nothing.
 *   npm run returns:private-photos
 */
import { db } from "@/lib/server/db";
import { moveReturnPhotosToPrivate } from "@/lib/server/returns/photos";

moveReturnPhotosToPrivate()
  .then((outcome) => console.log(JSON.stringify(outcome)))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
