-- CreateEnum
CREATE TYPE "ErasureStatus" AS ENUM ('pending', 'completed');

-- AlterEnum
ALTER TYPE "ConsentSource" ADD VALUE 'erasure';

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "erasedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ErasureRequest" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "status" "ErasureStatus" NOT NULL DEFAULT 'pending',
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),
    "completedById" INTEGER,
    "completedByName" TEXT,
    "outcome" JSONB,

    CONSTRAINT "ErasureRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ErasureRequest_status_requestedAt_idx" ON "ErasureRequest"("status", "requestedAt");

-- CreateIndex
CREATE INDEX "ErasureRequest_customerId_idx" ON "ErasureRequest"("customerId");

-- AddForeignKey
ALTER TABLE "ErasureRequest" ADD CONSTRAINT "ErasureRequest_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
