import { db } from "@/lib/server/db";
import {
  accessToken,
  asCustomer,
  getRequest,
  jsonRequest,
  routeParams,
  statusAndJson,
  type RequestOptions,
} from "@/scripts/jest/requests";
import { PATCH as editAddress } from "../customer/addresses/[id]/route";
import { GET as getProfile } from "../customer/profile/route";
import { POST as updateProfile } from "../customer/profile/update/route";
import { POST as placeOrder } from "./route";

afterAll(() => db.$disconnect());

let counter = 0;

/** A customer with one product in the cart, and a bearer token. */
async function shopper() {
  counter += 1;
  const product = await db.product.findFirstOrThrow({
    where: { available: true, stock: { gt: 50 } },
    orderBy: { id: "asc" },
    skip: counter,
  });
  const customer = await db.customer.create({
    data: {
      phone: `+9172000${String(counter).padStart(5, "0")}`,
      name: "Asha Rao",
      cart: { create: { items: { create: { productId: product.id, quantity: 1 } } } },
    },
  });
  return { customer, auth: { bearer: await accessToken(asCustomer(customer.id)) } satisfies RequestOptions };
}

const CONNAUGHT_PLACE = { address: "12 Connaught Place", city: "New Delhi", zip_code: "110001" };

const addAddress = (auth: RequestOptions, address: Record<string, unknown>) =>
  statusAndJson(updateProfile(jsonRequest("POST", "/api/customer/profile/update/", { addresses: [address] }, auth)));
const patchAddress = (auth: RequestOptions, id: number, body: unknown) =>
  statusAndJson(editAddress(jsonRequest("PATCH", `/api/customer/addresses/${id}/`, body, auth), routeParams({ id })));
const savedAddresses = async (auth: RequestOptions) => {
  const { body } = await statusAndJson(getProfile(getRequest("/api/customer/profile/", auth)));
  return [...body.data.addresses, ...body.data.more_addresses] as {
    id: number;
    address: string;
    city: string;
    state: string;
    zip_code: string;
  }[];
};

/** The order checkout sends for a saved address (components/checkout/place-order.ts). */
const orderTo = (address: { address: string; city: string; state: string; zip_code: string }) => ({
  customer_name: "Asha Rao",
  customer_email: "asha@example.in",
  customer_phone: "+919812345678",
  payment_method: "cod",
  notes: "",
  delivery_address: address.address,
  delivery_city: address.city,
  delivery_state: address.state,
  delivery_pincode: address.zip_code,
  delivery_country: "India",
});
const order = (auth: RequestOptions, body: unknown) =>
  statusAndJson(placeOrder(jsonRequest("POST", "/api/orders/", body, auth)));

describe("an address's state must be its PIN code's", () => {
  it("refuses 'New Delhi, Karnataka, 110001' at the server, naming the PIN code's state, and takes it as Delhi", async () => {
    const { auth } = await shopper();
    expect(await addAddress(auth, { ...CONNAUGHT_PLACE, state: "Karnataka" })).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "PIN code 110001 is in Delhi, not Karnataka" },
    });
    expect(
      await addAddress(auth, {
        address: "1 Aberdeen Bazaar",
        city: "Port Blair",
        state: "Karnataka",
        zip_code: "744101",
      }),
    ).toMatchObject({
      status: 400,
      body: { message: "PIN code 744101 is in Andaman and Nicobar Islands, not Karnataka" },
    });
    expect(await savedAddresses(auth)).toEqual([]);
    expect(await order(auth, orderTo({ ...CONNAUGHT_PLACE, state: "Karnataka" }))).toEqual({
      status: 400,
      body: { error: "invalid_request", message: "PIN code 110001 is in Delhi, not Karnataka" },
    });

    expect((await addAddress(auth, { ...CONNAUGHT_PLACE, state: "NCT of Delhi" })).status).toBe(200);
    const [saved] = await savedAddresses(auth);
    expect(saved).toMatchObject({ state: "Delhi", zip_code: "110001" });
    // An edit of the PIN code alone, or of the state alone, must leave the two agreeing.
    expect(await patchAddress(auth, saved.id, { zip_code: "560001" })).toMatchObject({
      status: 400,
      body: { message: "PIN code 560001 is in Karnataka, not Delhi" },
    });
    expect(await patchAddress(auth, saved.id, { state: "Goa" })).toMatchObject({
      status: 400,
      body: { message: "PIN code 110001 is in Delhi, not Goa" },
    });
    expect(await patchAddress(auth, saved.id, { zip_code: "403001", state: "Goa" })).toMatchObject({ status: 200 });
    expect(await db.address.findUniqueOrThrow({ where: { id: saved.id } })).toMatchObject({
      state: "Goa",
      zipCode: "403001",
    });
  });

  it("blocks the order to an address saved before states were checked, until the shopper confirms the PIN code's state", async () => {
    const { customer, auth } = await shopper();
    const legacy = await db.address.create({
      data: {
        customerId: customer.id,
        address: "12 Connaught Place",
        city: "New Delhi",
        state: "Karnataka",
        zipCode: "110001",
        isDefault: true,
      },
    });
    const [saved] = await savedAddresses(auth);
    expect(saved).toMatchObject({ id: legacy.id, state: "Karnataka" });

    expect(await order(auth, orderTo(saved))).toMatchObject({
      status: 400,
      body: { message: "PIN code 110001 is in Delhi, not Karnataka" },
    });
    expect(await db.order.count({ where: { customerId: customer.id } })).toBe(0);
    // Editing something else leaves the disagreement for checkout to settle.
    expect(await patchAddress(auth, saved.id, { apartment: "Block A" })).toMatchObject({ status: 200 });

    // Checkout's "Deliver to Delhi" saves the PIN code's state to the address; the order then goes.
    expect(await patchAddress(auth, saved.id, { state: "Delhi" })).toMatchObject({ status: 200 });
    const [confirmed] = await savedAddresses(auth);
    const placed = await order(auth, orderTo(confirmed));
    expect(placed.status).toBe(201);
    expect(await db.order.findUniqueOrThrow({ where: { id: placed.body.order_id } })).toMatchObject({
      deliveryState: "Delhi",
      deliveryPincode: "110001",
    });
  });

  it("accepts either state for a PIN code on a state line", async () => {
    const { auth } = await shopper();
    for (const state of ["Puducherry", "Tamil Nadu"]) {
      expect(
        (await addAddress(auth, { address: "3 Beach Road", city: "Villianur", state, zip_code: "605110" })).status,
      ).toBe(200);
    }
    expect(
      await addAddress(auth, { address: "3 Beach Road", city: "Villianur", state: "Kerala", zip_code: "605110" }),
    ).toMatchObject({
      status: 400,
      body: { message: "PIN code 605110 is in Puducherry or Tamil Nadu, not Kerala" },
    });
  });
});
