-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "OrderStatus" ADD VALUE 'returning';
ALTER TYPE "OrderStatus" ADD VALUE 'returned';

-- AlterEnum
ALTER TYPE "ShipmentStatus" ADD VALUE 'rto_delivered';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "rtoReceivedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "rtoDamaged" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "StoreSettings" ADD COLUMN     "rtoReturnShippingFee" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "NdrAttempt" (
    "id" SERIAL NOT NULL,
    "shipmentId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "attempt" INTEGER NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT,
    "actionComment" TEXT NOT NULL DEFAULT '',
    "actionPhone" TEXT,
    "actionDate" TEXT,
    "actionByName" TEXT NOT NULL DEFAULT '',
    "actionAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NdrAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "NdrAttempt_action_occurredAt_idx" ON "NdrAttempt"("action", "occurredAt");

-- CreateIndex
CREATE INDEX "NdrAttempt_orderId_idx" ON "NdrAttempt"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "NdrAttempt_shipmentId_attempt_key" ON "NdrAttempt"("shipmentId", "attempt");

-- AddForeignKey
ALTER TABLE "NdrAttempt" ADD CONSTRAINT "NdrAttempt_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
