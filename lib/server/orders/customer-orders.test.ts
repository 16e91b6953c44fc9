import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { OrderConfirmation } from "@/components/orders/order-confirmation";
import { db } from "@/lib/server/db";
import { customerOrder } from "./customer-orders";

afterAll(() => db.$disconnect());

describe("the confirmation page's delivery address", () => {
  it("shows the address's own recipient and phone (as the e-mail does), not the account's", async () => {
    const customer = await db.customer.create({ data: { phone: "+919812300011", name: "Asha Rao" } });
    const order = await db.order.create({
      data: {
        orderNumber: "ORD-CONF-1",
        customerId: customer.id,
        paymentMethod: "cod",
        customerName: "Asha Rao",
        customerPhone: "+919812300011",
        recipientName: "Tara Das",
        recipientPhone: "+919830012345",
        deliveryAddress: "3 Aberdeen Bazaar",
        deliveryCity: "Kolkata",
        deliveryState: "West Bengal",
        deliveryPincode: "700001",
        itemsOriginalTotal: 50000,
        subtotal: 50000,
        total: 50000,
        items: {
          create: {
            productName: "Triphala, 60 tablets",
            quantity: 1,
            unitPrice: 50000,
            discountPrice: 50000,
            totalPrice: 50000,
          },
        },
      },
    });
    const json = await customerOrder(customer.id, order.id);
    expect(json).toMatchObject({
      recipient_name: "Tara Das",
      recipient_phone: "+919830012345",
      customer_phone: "+919812300011",
    });

    const page = renderToStaticMarkup(createElement(OrderConfirmation, { order: json }));
    const address = page.slice(page.indexOf("Delivery address"), page.indexOf("Payment</h2>"));
    expect(address).toContain("Tara Das");
    expect(address).toContain("+919830012345");
    expect(address).not.toContain("+919812300011");
  });
});
