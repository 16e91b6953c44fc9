-- CreateEnum
CREATE TYPE "ReturnStatus" AS ENUM ('requested', 'approved', 'rejected', 'pickup_scheduled', 'in_transit', 'received', 'refunded', 'closed');

-- AlterTable
ALTER TABLE "StoreSettings" ADD COLUMN     "returnReasons" TEXT[] DEFAULT ARRAY['Damaged in transit', 'Defective', 'Expired on arrival', 'Different from what I ordered']::TEXT[],
ADD COLUMN     "returnWindowDays" INTEGER NOT NULL DEFAULT 7,
ADD COLUMN     "returnableCategories" TEXT[] DEFAULT ARRAY['herbal-supplements', 'skincare', 'wellness-teas', 'hair-care']::TEXT[];

-- CreateTable
CREATE TABLE "ReturnRequest" (
    "id" SERIAL NOT NULL,
    "number" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "status" "ReturnStatus" NOT NULL DEFAULT 'requested',
    "reason" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "photos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "refundUpiId" TEXT,
    "refundUpiMasked" TEXT NOT NULL DEFAULT '',
    "rejectionReason" TEXT,
    "carrier" TEXT,
    "courierName" TEXT NOT NULL DEFAULT '',
    "trackingNumber" TEXT,
    "carrierOrderId" TEXT,
    "carrierShipmentId" TEXT,
    "shipmentStatus" "ShipmentStatus",
    "pickupInstructions" TEXT,
    "bookingSince" TIMESTAMP(3),
    "bookingError" TEXT,
    "refundId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReturnRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReturnLine" (
    "id" SERIAL NOT NULL,
    "returnId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "restocked" INTEGER,
    "writtenOff" INTEGER,

    CONSTRAINT "ReturnLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReturnStep" (
    "id" SERIAL NOT NULL,
    "returnId" INTEGER NOT NULL,
    "status" "ReturnStatus" NOT NULL,
    "byId" INTEGER,
    "byName" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReturnStep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReturnScan" (
    "id" SERIAL NOT NULL,
    "returnId" INTEGER NOT NULL,
    "status" "ShipmentStatus" NOT NULL,
    "location" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "scanKey" TEXT NOT NULL,

    CONSTRAINT "ReturnScan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReturnRequest_number_key" ON "ReturnRequest"("number");

-- CreateIndex
CREATE UNIQUE INDEX "ReturnRequest_trackingNumber_key" ON "ReturnRequest"("trackingNumber");

-- CreateIndex
CREATE UNIQUE INDEX "ReturnRequest_refundId_key" ON "ReturnRequest"("refundId");

-- CreateIndex
CREATE INDEX "ReturnRequest_orderId_idx" ON "ReturnRequest"("orderId");

-- CreateIndex
CREATE INDEX "ReturnRequest_customerId_createdAt_idx" ON "ReturnRequest"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "ReturnRequest_status_createdAt_idx" ON "ReturnRequest"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReturnLine_returnId_orderItemId_key" ON "ReturnLine"("returnId", "orderItemId");

-- CreateIndex
CREATE UNIQUE INDEX "ReturnStep_returnId_status_key" ON "ReturnStep"("returnId", "status");

-- CreateIndex
CREATE INDEX "ReturnScan_returnId_occurredAt_idx" ON "ReturnScan"("returnId", "occurredAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReturnScan_returnId_scanKey_key" ON "ReturnScan"("returnId", "scanKey");

-- AddForeignKey
ALTER TABLE "ReturnRequest" ADD CONSTRAINT "ReturnRequest_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnLine" ADD CONSTRAINT "ReturnLine_returnId_fkey" FOREIGN KEY ("returnId") REFERENCES "ReturnRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnStep" ADD CONSTRAINT "ReturnStep_returnId_fkey" FOREIGN KEY ("returnId") REFERENCES "ReturnRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReturnScan" ADD CONSTRAINT "ReturnScan_returnId_fkey" FOREIGN KEY ("returnId") REFERENCES "ReturnRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
