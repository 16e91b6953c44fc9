import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { addItem, getCart } from "./service";
import { mergeGuestCartOnSignIn } from "./sign-in";

const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    delete: (name: string) => jar.delete(name),
  }),
}));

afterAll(() => db.$disconnect());

it("merges the browser's guest cart into the customer's and forgets the guest cookie", async () => {
  const customer = await db.customer.create({ data: { phone: "+919811122233" } });
  const giloy = await db.product.findUniqueOrThrow({ where: { slug: "giloy-ghanvati-tablets" } });
  const guestCartId = randomUUID();
  await addItem({ guestCartId }, { productId: giloy.id, quantity: 2 });
  jar.set("cart_id", guestCartId);

  await mergeGuestCartOnSignIn(customer.id);

  expect(jar.has("cart_id")).toBe(false);
  expect((await getCart({ customerId: customer.id })).items.map((item) => [item.id, item.quantity])).toEqual([
    [giloy.id, 2],
  ]);
  expect(await db.cart.count({ where: { id: guestCartId } })).toBe(0);
});

it("ignores a malformed cookie", async () => {
  const customer = await db.customer.create({ data: { phone: "+919811122244" } });
  jar.set("cart_id", "not-a-uuid");
  await mergeGuestCartOnSignIn(customer.id);
  expect(jar.has("cart_id")).toBe(false);
  expect((await getCart({ customerId: customer.id })).items).toEqual([]);
});
