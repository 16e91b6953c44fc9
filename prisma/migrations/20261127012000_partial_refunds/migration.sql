-- Partial refunds and credit notes (issue #29): several refunds and credit notes per order.
-- Existing refunds are whole-payment Razorpay refunds: the defaults say so. No row is lost.

-- CreateEnum
CREATE TYPE "RefundKind" AS ENUM ('full', 'partial');

-- CreateEnum
CREATE TYPE "RefundMethod" AS ENUM ('razorpay', 'upi', 'bank_transfer');

-- A refund paid outside the shop (cash on delivery) has no online payment.
ALTER TABLE "Refund" ALTER COLUMN "paymentId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN "kind" "RefundKind" NOT NULL DEFAULT 'full',
ADD COLUMN "method" "RefundMethod" NOT NULL DEFAULT 'razorpay',
ADD COLUMN "reference" TEXT,
ADD COLUMN "lines" JSONB,
ADD COLUMN "restock" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "creditNoteId" INTEGER,
ADD COLUMN "createdById" INTEGER,
ADD COLUMN "createdByName" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "Refund_creditNoteId_key" ON "Refund"("creditNoteId");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "CreditNote"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- An invoice may now have several credit notes (one per partial refund).
DROP INDEX "CreditNote_invoiceId_key";

-- CreateIndex
CREATE INDEX "CreditNote_invoiceId_idx" ON "CreditNote"("invoiceId");
