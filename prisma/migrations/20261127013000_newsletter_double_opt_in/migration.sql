-- CreateEnum
CREATE TYPE "NewsletterStatus" AS ENUM ('pending', 'confirmed', 'unsubscribed');

-- AlterEnum
ALTER TYPE "ConsentSource" ADD VALUE 'unsubscribe_link';

-- AlterTable
ALTER TABLE "NewsletterSubscriber" ADD COLUMN     "confirmNonce" TEXT,
ADD COLUMN     "confirmationSentAt" TIMESTAMP(3),
ADD COLUMN     "confirmedAt" TIMESTAMP(3),
ADD COLUMN     "status" "NewsletterStatus" NOT NULL DEFAULT 'pending',
ADD COLUMN     "unsubscribedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "NewsletterSubscriber_status_id_idx" ON "NewsletterSubscriber"("status", "id");

-- Addresses on the list before double opt-in stay on it, subscribed since they asked.
UPDATE "NewsletterSubscriber" SET "status" = 'confirmed', "confirmedAt" = "createdAt";
