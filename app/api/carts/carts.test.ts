import { db } from "@/lib/server/db";
import { asCustomer, jsonRequest, routeParams, sessionCookie } from "@/scripts/jest/requests";
import { DELETE as clearCart, GET as getCart, POST as addItems } from "./route";
import { POST as addItem } from "./items/route";
import { DELETE as removeItem, PATCH as setQuantity } from "./items/[productId]/route";

afterAll(() => db.$disconnect());

const BASE = "http://localhost/api/carts/";

/** A request to `path` under /api/carts/. */
const request = (
  path: string,
  { method = "GET", cookie, body }: { method?: string; cookie?: string; body?: unknown } = {},
) => jsonRequest(method, new URL(path, BASE).href, body, { cookie });

const params = (productId: number | string) => routeParams({ productId });

function issuedCookie(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = /cart_id=([^;]+)/.exec(header);
  if (!match) throw new Error(`no cart cookie in ${header}`);
  return `cart_id=${match[1]}`;
}

async function productId(slug: string) {
  return (await db.product.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
}

it("issues an httpOnly SameSite=Lax cart cookie to a new visitor and answers an empty cart nobody caches", async () => {
  const response = await getCart(request(BASE));
  expect(response.status).toBe(200);
  const setCookie = response.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/cart_id=[0-9a-f-]{36}/);
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=lax/i);
  expect(setCookie).toMatch(/Path=\//);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect((await response.json()).totals).toMatchObject({ totalItems: 0, formattedTotalSavings: "0.00" });
});

it("keeps a guest's cart across requests through the cookie, with money in rupees", async () => {
  const giloy = await db.product.findUniqueOrThrow({ where: { slug: "giloy-ghanvati-tablets" } });
  const first = await addItem(request("items/", { method: "POST", body: { product: giloy.id, quantity: 2 } }));
  expect(first.status).toBe(200);
  const cookie = issuedCookie(first);

  const again = await addItem(request("items/", { method: "POST", cookie, body: { product: String(giloy.id) } }));
  expect(again.headers.get("set-cookie")).toBeNull();
  const cart = await (await getCart(request(BASE, { cookie }))).json();
  expect(cart.id).toBe(cookie.slice("cart_id=".length));
  expect(cart.items).toEqual([
    expect.objectContaining({
      id: giloy.id,
      name: giloy.name,
      quantity: 3,
      product_price: giloy.salePrice / 100,
      originalPrice: giloy.price / 100,
    }),
  ]);
  expect(cart.totals.subtotal).toBe((giloy.salePrice * 3) / 100);
  expect(cart.totals.formattedTotalOriginalPrice).toBe(((giloy.price * 3) / 100).toFixed(2));
});

it("ignores prices sent by the client", async () => {
  const giloy = await db.product.findUniqueOrThrow({ where: { slug: "giloy-ghanvati-tablets" } });
  const response = await addItem(
    request("items/", { method: "POST", body: { product: giloy.id, quantity: 1, price: 1, product_price: 1 } }),
  );
  expect((await response.json()).items[0].product_price).toBe(giloy.salePrice / 100);
});

it("adds the spec's { items: [{ product, quantity }] } all or nothing", async () => {
  const giloy = await productId("giloy-ghanvati-tablets");
  const triphala = await productId("triphala-churna");
  const amla = await productId("amla-vitamin-c-capsules");
  const ok = await addItems(
    request(BASE, {
      method: "POST",
      body: {
        items: [
          { product: giloy, quantity: 1 },
          { product: triphala, quantity: 2 },
        ],
      },
    }),
  );
  expect(ok.status).toBe(200);
  const cookie = issuedCookie(ok);
  expect((await ok.json()).totals.totalItems).toBe(3);

  const refused = await addItems(
    request(BASE, {
      method: "POST",
      cookie,
      body: {
        items: [
          { product: giloy, quantity: 1 },
          { product: amla, quantity: 1 },
        ],
      },
    }),
  );
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ error: "out_of_stock", message: "This product is out of stock" });
  expect((await (await getCart(request(BASE, { cookie }))).json()).totals.totalItems).toBe(3);
});

it("answers a client's mistakes with 400, 404 and 409 and a message", async () => {
  const giloy = await productId("giloy-ghanvati-tablets");
  const cases: [Response, number, string][] = [
    [
      await addItem(request("items/", { method: "POST", body: "{not json" })),
      400,
      "The request body must be valid JSON",
    ],
    [
      await addItem(request("items/", { method: "POST", body: { product: 999999, quantity: 1 } })),
      404,
      "Product not found",
    ],
    [
      await addItem(request("items/", { method: "POST", body: { product: giloy, quantity: 0 } })),
      400,
      "Quantity must be a whole number from 1 to 99",
    ],
    [
      await addItem(request("items/", { method: "POST", body: { product: giloy, quantity: 1.5 } })),
      400,
      "Quantity must be a whole number from 1 to 99",
    ],
    [
      await addItem(request("items/", { method: "POST", body: { product: giloy, quantity: 100 } })),
      400,
      "Quantity must be a whole number from 1 to 99",
    ],
    [await addItem(request("items/", { method: "POST", body: { product: "abc" } })), 400, "Invalid product id"],
    [await addItems(request(BASE, { method: "POST", body: { items: [] } })), 400, "Add at least one item"],
    [
      await setQuantity(request(`items/${giloy}/`, { method: "PATCH", body: { quantity: 2 } }), params(giloy)),
      404,
      "This product is not in your cart",
    ],
    [
      await setQuantity(request("items/x/", { method: "PATCH", body: { quantity: 2 } }), params("x")),
      400,
      "Invalid product id",
    ],
  ];
  for (const [response, status, message] of cases) {
    expect({ status: response.status, message: (await response.json()).message }).toEqual({ status, message });
  }
});

it("changes a quantity, removes a line and clears the cart", async () => {
  const giloy = await productId("giloy-ghanvati-tablets");
  const triphala = await productId("triphala-churna");
  const created = await addItems(
    request(BASE, {
      method: "POST",
      body: {
        items: [
          { product: giloy, quantity: 1 },
          { product: triphala, quantity: 1 },
        ],
      },
    }),
  );
  const cookie = issuedCookie(created);

  const changed = await setQuantity(
    request(`items/${giloy}/`, { method: "PATCH", cookie, body: { quantity: 4 } }),
    params(giloy),
  );
  expect((await changed.json()).items.map((item: { quantity: number }) => item.quantity)).toEqual([4, 1]);
  await db.product.update({ where: { id: giloy }, data: { stock: 5 } });
  const tooMany = await setQuantity(
    request(`items/${giloy}/`, { method: "PATCH", cookie, body: { quantity: 6 } }),
    params(giloy),
  );
  expect({ status: tooMany.status, body: await tooMany.json() }).toEqual({
    status: 409,
    body: { error: "insufficient_stock", message: "Only 5 left in stock" },
  });

  const removed = await removeItem(request(`items/${giloy}/`, { method: "DELETE", cookie }), params(giloy));
  expect((await removed.json()).items.map((item: { id: number }) => item.id)).toEqual([triphala]);
  const zero = await setQuantity(
    request(`items/${triphala}/`, { method: "PATCH", cookie, body: { quantity: 0 } }),
    params(triphala),
  );
  expect((await zero.json()).items).toEqual([]);

  await addItem(request("items/", { method: "POST", cookie, body: { product: giloy } }));
  const cleared = await clearCart(request(BASE, { method: "DELETE", cookie }));
  expect(await cleared.json()).toMatchObject({ items: [], totals: { totalItems: 0 }, couponRemoved: false });
});

it("uses the signed-in customer's own cart and ignores a guest cookie", async () => {
  const customer = await db.customer.create({ data: { phone: "+919812345670" } });
  const giloy = await productId("giloy-ghanvati-tablets");
  const guestResponse = await addItem(request("items/", { method: "POST", body: { product: giloy } }));
  const cookie = issuedCookie(guestResponse);

  const signedIn = `${await sessionCookie(asCustomer(customer.id))}; ${cookie}`;
  const response = await addItem(
    request("items/", { method: "POST", cookie: signedIn, body: { product: giloy, quantity: 2 } }),
  );
  expect(response.headers.get("set-cookie")).toBeNull();
  const cart = await response.json();
  expect(cart.id).toBe((await db.cart.findUniqueOrThrow({ where: { customerId: customer.id } })).id);
  expect(cart.items[0].quantity).toBe(2);
});

describe("variants (issue 28)", () => {
  it("adds the size named by variant_id, refuses a bad one with a 4xx, and addresses each size's line", async () => {
    const { productWithSizes } = await import("@/scripts/jest/variants");
    const product = await productWithSizes(db, "Bhringraj Hair Oil", [
      { value: "100 ml", price: 25_000, salePrice: 22_500, stock: 5 },
      { value: "200 ml", price: 45_000, salePrice: 40_500, stock: 5 },
    ]);
    const [small, large] = product.variants;
    const first = await addItem(
      request("items/", { method: "POST", body: { product: product.id, variant_id: String(large.id), quantity: 2 } }),
    );
    expect(first.status).toBe(200);
    const cookie = issuedCookie(first);
    await addItem(request("items/", { method: "POST", cookie, body: { product: product.id, variant_id: small.id } }));

    for (const variant_id of ["abc", 0, -3, 1.5]) {
      const bad = await addItem(
        request("items/", { method: "POST", cookie, body: { product: product.id, variant_id } }),
      );
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const unknown = await addItem(
      request("items/", { method: "POST", cookie, body: { product: product.id, variant_id: 99_999_999_999 } }),
    );
    expect(unknown.status).toBe(404);

    const patched = await setQuantity(
      request(`items/${product.id}/?variant=${large.id}`, { method: "PATCH", cookie, body: { quantity: 4 } }),
      params(product.id),
    );
    expect(patched.status).toBe(200);
    const cart = await patched.json();
    expect(
      cart.items.map((item: { label: string; sku: string; quantity: number }) => [item.label, item.sku, item.quantity]),
    ).toEqual([
      ["Bhringraj Hair Oil, 200 ml", large.sku, 4],
      ["Bhringraj Hair Oil, 100 ml", small.sku, 1],
    ]);
    const ambiguous = await setQuantity(
      request(`items/${product.id}/`, { method: "PATCH", cookie, body: { quantity: 1 } }),
      params(product.id),
    );
    expect(ambiguous.status).toBe(422);
    const badQuery = await removeItem(
      request(`items/${product.id}/?variant=x`, { method: "DELETE", cookie }),
      params(product.id),
    );
    expect(badQuery.status).toBe(400);
    const removed = await removeItem(
      request(`items/${product.id}/?variant=${small.id}`, { method: "DELETE", cookie }),
      params(product.id),
    );
    expect((await removed.json()).items.map((item: { variantId: number }) => item.variantId)).toEqual([large.id]);
  });
});
