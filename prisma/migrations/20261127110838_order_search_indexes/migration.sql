-- CreateIndex
CREATE INDEX "Order_recipientPhone_idx" ON "Order"("recipientPhone");

-- CreateIndex
CREATE INDEX "Order_orderNumber_trgm_idx" ON "Order" USING GIN ("orderNumber" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_customerPhone_trgm_idx" ON "Order" USING GIN ("customerPhone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_recipientPhone_trgm_idx" ON "Order" USING GIN ("recipientPhone" gin_trgm_ops);
