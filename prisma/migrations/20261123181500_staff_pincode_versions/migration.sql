-- AlterTable
ALTER TABLE "Pincode" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "StaffUser" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
