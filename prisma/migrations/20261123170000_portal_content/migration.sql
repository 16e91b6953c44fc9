-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "handledAt" TIMESTAMP(3),
ADD COLUMN     "handledById" INTEGER,
ADD COLUMN     "handledByName" TEXT;

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "CategorySlugRedirect" (
    "slug" TEXT NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CategorySlugRedirect_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "HealthTagProduct" (
    "healthTagId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "HealthTagProduct_pkey" PRIMARY KEY ("healthTagId","productId")
);

-- CreateIndex
CREATE INDEX "CategorySlugRedirect_categoryId_idx" ON "CategorySlugRedirect"("categoryId");

-- CreateIndex
CREATE INDEX "HealthTagProduct_productId_idx" ON "HealthTagProduct"("productId");

-- CreateIndex
CREATE INDEX "ContactMessage_handledAt_createdAt_idx" ON "ContactMessage"("handledAt", "createdAt");

-- CreateIndex
CREATE INDEX "Review_hidden_createdAt_idx" ON "Review"("hidden", "createdAt");

-- AddForeignKey
ALTER TABLE "CategorySlugRedirect" ADD CONSTRAINT "CategorySlugRedirect_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HealthTagProduct" ADD CONSTRAINT "HealthTagProduct_healthTagId_fkey" FOREIGN KEY ("healthTagId") REFERENCES "HealthTag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HealthTagProduct" ADD CONSTRAINT "HealthTagProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Keep the existing links (in product order) before the implicit join table goes
INSERT INTO "HealthTagProduct" ("healthTagId", "productId", "position")
SELECT "A", "B", ROW_NUMBER() OVER (PARTITION BY "A" ORDER BY "B") - 1 FROM "_HealthTagToProduct";

-- DropForeignKey
ALTER TABLE "_HealthTagToProduct" DROP CONSTRAINT "_HealthTagToProduct_A_fkey";

-- DropForeignKey
ALTER TABLE "_HealthTagToProduct" DROP CONSTRAINT "_HealthTagToProduct_B_fkey";

-- DropTable
DROP TABLE "_HealthTagToProduct";
