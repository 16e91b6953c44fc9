-- AlterEnum
ALTER TYPE "RefundKind" ADD VALUE 'excess';

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "groupKey" TEXT;

-- CreateIndex
CREATE INDEX "Refund_groupKey_idx" ON "Refund"("groupKey");
