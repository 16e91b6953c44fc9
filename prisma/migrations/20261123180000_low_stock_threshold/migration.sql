-- AlterTable
ALTER TABLE "StoreSettings" ADD COLUMN     "lowStockThreshold" INTEGER NOT NULL DEFAULT 10;
