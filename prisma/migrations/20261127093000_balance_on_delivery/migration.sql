-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "balanceCollectedAt" TIMESTAMP(3),
ADD COLUMN     "balanceOnDelivery" INTEGER NOT NULL DEFAULT 0;
