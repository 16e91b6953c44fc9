/** Test-only: orders for the admin spec, written straight to the e2e database (DATABASE_URL from scripts/e2e.ts). */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@prisma/client";

type Seed = { name: string; status?: "pending" | "confirmed" | "shipped"; total?: number };

export async function seedAdminOrders(tag: string, rows: Seed[]): Promise<Record<string, { id: number; number: string }>> {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL, max: 2 }) });
  try {
    const phone = `+9197${String(Date.now()).slice(-8)}`;
    const customer = await db.customer.create({ data: { phone } });
    const seeded: Record<string, { id: number; number: string }> = {};
    for (const [index, row] of rows.entries()) {
      const total = row.total ?? 50000;
      const number = `ORD-E2E-${tag}-${index}`;
      const order = await db.order.create({
        data: {
          orderNumber: number, customerId: customer.id, paymentMethod: "cod", status: row.status ?? "pending", paymentStatus: "pending",
          customerName: row.name, customerPhone: phone, recipientName: row.name, recipientPhone: phone, deliveryAddress: "12 MG Road",
          deliveryCity: "Pune", deliveryState: "Maharashtra", deliveryPincode: "411001", itemsOriginalTotal: total, subtotal: total, total,
          items: { create: { productName: "Ashwagandha, 60 capsules", quantity: 1, unitPrice: total, discountPrice: total, totalPrice: total } },
          history: { create: { status: "pending", changedByName: "Customer" } },
        },
      });
      seeded[row.name] = { id: order.id, number };
    }
    return seeded;
  } finally {
    await db.$disconnect();
  }
}
