-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ShipmentStatus" ADD VALUE 'booking';
ALTER TYPE "ShipmentStatus" ADD VALUE 'undelivered';
ALTER TYPE "ShipmentStatus" ADD VALUE 'rto';

-- AlterTable
ALTER TABLE "StoreSettings" ADD COLUMN     "trackingUrlTemplate" TEXT;

-- AlterTable
ALTER TABLE "Shipment" ADD COLUMN     "carrierOrderId" TEXT,
ADD COLUMN     "carrierShipmentId" TEXT,
ADD COLUMN     "courierName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "labelUrl" TEXT,
ALTER COLUMN "trackingNumber" DROP NOT NULL;

-- AlterTable
ALTER TABLE "ShipmentEvent" ADD COLUMN     "scanKey" TEXT;

-- CreateTable
CREATE TABLE "CarrierToken" (
    "carrier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CarrierToken_pkey" PRIMARY KEY ("carrier")
);

-- CreateIndex
CREATE UNIQUE INDEX "ShipmentEvent_shipmentId_scanKey_key" ON "ShipmentEvent"("shipmentId", "scanKey");

