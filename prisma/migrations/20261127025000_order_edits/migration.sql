-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "replacedOrderId" INTEGER,
ALTER COLUMN "orderId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "balanceDue" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "orderVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "OrderEdit" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "staffId" INTEGER,
    "staffName" TEXT NOT NULL,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "summary" TEXT NOT NULL,
    "oldTotal" INTEGER NOT NULL,
    "newTotal" INTEGER NOT NULL,
    "difference" INTEGER NOT NULL,
    "settlement" TEXT NOT NULL,
    "refundId" TEXT,
    "creditNoteNumber" TEXT,
    "invoiceNumber" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEdit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrderEdit_orderId_version_key" ON "OrderEdit"("orderId", "version");

-- CreateIndex
CREATE INDEX "Invoice_replacedOrderId_idx" ON "Invoice"("replacedOrderId");

-- AddForeignKey
ALTER TABLE "OrderEdit" ADD CONSTRAINT "OrderEdit_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
