-- CreateEnum
CREATE TYPE "PaymentLinkStatus" AS ENUM ('creating', 'created', 'paid', 'cancelled');

-- CreateTable
CREATE TABLE "PaymentLink" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "orderVersion" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "referenceId" TEXT NOT NULL,
    "razorpayLinkId" TEXT,
    "shortUrl" TEXT,
    "status" "PaymentLinkStatus" NOT NULL DEFAULT 'creating',
    "razorpayPaymentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PaymentLink_referenceId_key" ON "PaymentLink"("referenceId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentLink_razorpayLinkId_key" ON "PaymentLink"("razorpayLinkId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentLink_razorpayPaymentId_key" ON "PaymentLink"("razorpayPaymentId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentLink_orderId_orderVersion_key" ON "PaymentLink"("orderId", "orderVersion");

-- AddForeignKey
ALTER TABLE "PaymentLink" ADD CONSTRAINT "PaymentLink_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
