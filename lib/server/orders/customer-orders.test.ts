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

describe("the order page's heading", () => {
  it("greets a just-placed order, and leads with the status once the order has moved on", async () => {
    const customer = await db.customer.create({ data: { phone: "+919812300012", name: "Meera Pillai" } });
    const order = await db.order.create({
      data: {
        orderNumber: "ORD-CONF-2",
        customerId: customer.id,
        paymentMethod: "cod",
        customerName: "Meera Pillai",
        customerPhone: "+919812300012",
        recipientName: "Meera Pillai",
        recipientPhone: "+919812300012",
        deliveryAddress: "7 Marine Drive",
        deliveryCity: "Kochi",
        deliveryState: "Kerala",
        deliveryPincode: "682031",
        itemsOriginalTotal: 40000,
        subtotal: 40000,
        total: 40000,
        items: {
          create: {
            productName: "Brahmi, 60 tablets",
            quantity: 1,
            unitPrice: 40000,
            discountPrice: 40000,
            totalPrice: 40000,
          },
        },
      },
    });
    const headingOf = async () => {
      const page = renderToStaticMarkup(
        createElement(OrderConfirmation, { order: (await customerOrder(customer.id, order.id))! }),
      );
      return page.match(/<h1[^>]*>(.*?)<\/h1>/)![1];
    };
    expect(await headingOf()).toBe("Thank you! Your order is placed");
    const expected = [
      ["confirmed", "Order confirmed"],
      ["processing", "Order being packed"],
      ["shipped", "Order shipped"],
      ["delivered", "Order delivered"],
      ["returning", "Returning to us"],
      ["returned", "Returned to us"],
    ] as const;
    for (const [status, heading] of expected) {
      await db.order.update({ where: { id: order.id }, data: { status } });
      expect([status, await headingOf()]).toEqual([status, heading]);
    }
  });
});
