-- AlterTable
ALTER TABLE "StoreSettings" ADD COLUMN     "cartReminderCoupon" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "cartReminderDelay" INTEGER NOT NULL DEFAULT 120;

-- CreateTable
CREATE TABLE "CartReminder" (
    "id" SERIAL NOT NULL,
    "cartId" TEXT NOT NULL,
    "customerId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "lines" JSONB NOT NULL,
    "cartValue" INTEGER NOT NULL,
    "couponCode" TEXT,
    "emailTo" TEXT,
    "whatsappTo" TEXT,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "restoredAt" TIMESTAMP(3),

    CONSTRAINT "CartReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CartReminder_sentAt_idx" ON "CartReminder"("sentAt");

-- CreateIndex
CREATE INDEX "CartReminder_customerId_sentAt_idx" ON "CartReminder"("customerId", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "CartReminder_cartId_day_key" ON "CartReminder"("cartId", "day");

-- AddForeignKey
ALTER TABLE "CartReminder" ADD CONSTRAINT "CartReminder_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "StockAlert" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "contact" TEXT NOT NULL,
    "customerId" INTEGER,
    "email" TEXT,
    "channel" "MessageChannel" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" TIMESTAMP(3),

    CONSTRAINT "StockAlert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StockAlert_notifiedAt_productId_idx" ON "StockAlert"("notifiedAt", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "StockAlert_productId_contact_key" ON "StockAlert"("productId", "contact");

-- AddForeignKey
ALTER TABLE "StockAlert" ADD CONSTRAINT "StockAlert_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StockAlert" ADD CONSTRAINT "StockAlert_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
