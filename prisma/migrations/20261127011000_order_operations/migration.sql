-- Order operations (docs/order-operations.md): staff notes, a business buyer's GSTIN and name, and COD confirmation (settings and the order's due and confirmed times). New columns are nullable or defaulted: no row changes.
-- CreateEnum
CREATE TYPE "CodConfirmationRule" AS ENUM ('off', 'all', 'above_amount', 'first_orders');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "buyerBusinessName" TEXT,
ADD COLUMN     "buyerGstin" TEXT,
ADD COLUMN     "codConfirmDueAt" TIMESTAMP(3),
ADD COLUMN     "codConfirmedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "StoreSettings" ADD COLUMN     "codConfirmationAbove" INTEGER,
ADD COLUMN     "codConfirmationHours" INTEGER NOT NULL DEFAULT 24,
ADD COLUMN     "codConfirmationRule" "CodConfirmationRule" NOT NULL DEFAULT 'off';

-- CreateTable
CREATE TABLE "OrderNote" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "staffId" INTEGER,
    "staffName" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrderNote_orderId_createdAt_idx" ON "OrderNote"("orderId", "createdAt");

-- CreateIndex
CREATE INDEX "OrderNote_body_idx" ON "OrderNote" USING GIN ("body" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_codConfirmDueAt_idx" ON "Order"("codConfirmDueAt");

-- AddForeignKey
ALTER TABLE "OrderNote" ADD CONSTRAINT "OrderNote_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderNote" ADD CONSTRAINT "OrderNote_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;
