-- Consents per purpose and WhatsApp messages with their status callbacks (docs/messaging.md): new tables only, no existing row changes.
-- CreateEnum
CREATE TYPE "ConsentPurpose" AS ENUM ('order_updates_whatsapp', 'marketing_email', 'marketing_whatsapp');

-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('email', 'whatsapp');

-- CreateEnum
CREATE TYPE "ConsentSource" AS ENUM ('checkout', 'sign_up', 'preferences');

-- CreateEnum
CREATE TYPE "WhatsAppMessageStatus" AS ENUM ('sending', 'accepted', 'sent', 'delivered', 'read', 'failed');

-- CreateTable
CREATE TABLE "Consent" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "purpose" "ConsentPurpose" NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "source" "ConsentSource" NOT NULL,
    "textVersion" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Consent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WhatsAppMessage" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "orderId" INTEGER,
    "status" "WhatsAppMessageStatus" NOT NULL DEFAULT 'sending',
    "providerMessageId" TEXT,
    "error" TEXT,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WhatsAppMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WhatsAppStatusEvent" (
    "id" SERIAL NOT NULL,
    "messageId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "error" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WhatsAppStatusEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Consent_customerId_purpose_id_idx" ON "Consent"("customerId", "purpose", "id");

-- CreateIndex
CREATE UNIQUE INDEX "WhatsAppMessage_key_key" ON "WhatsAppMessage"("key");

-- CreateIndex
CREATE UNIQUE INDEX "WhatsAppMessage_providerMessageId_key" ON "WhatsAppMessage"("providerMessageId");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_orderId_idx" ON "WhatsAppMessage"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "WhatsAppStatusEvent_messageId_status_key" ON "WhatsAppStatusEvent"("messageId", "status");

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WhatsAppStatusEvent" ADD CONSTRAINT "WhatsAppStatusEvent_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "WhatsAppMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

