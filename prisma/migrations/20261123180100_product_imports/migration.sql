-- CreateTable
CREATE TABLE "ProductImport" (
    "id" SERIAL NOT NULL,
    "staffId" INTEGER,
    "staffName" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "columns" TEXT[],
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "refused" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ProductImport_pkey" PRIMARY KEY ("id")
);
