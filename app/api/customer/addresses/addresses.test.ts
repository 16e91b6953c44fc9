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
import { GET as getProfile } from "../profile/route";
import { POST as updateProfile } from "../profile/update/route";
import { DELETE as deleteAddress, PATCH as editAddress } from "./[id]/route";

afterAll(() => db.$disconnect());

let counter = 0;
async function customer() {
  counter += 1;
  const created = await db.customer.create({
    data: { phone: `+9174444${String(counter).padStart(5, "0")}`, name: "Asha Rao" },
  });
  return { id: created.id, auth: { bearer: await accessToken(asCustomer(created.id)) } satisfies RequestOptions };
}

const HOME = { address: "12 MG Road", city: "Bengaluru", state: "karnataka", zip_code: "560001" };
const add = (auth: RequestOptions, address: Record<string, unknown>) =>
  statusAndJson(updateProfile(jsonRequest("POST", "/api/customer/profile/update/", { addresses: [address] }, auth)));
const edit = (auth: RequestOptions, id: number, body: unknown) =>
  statusAndJson(editAddress(jsonRequest("PATCH", `/api/customer/addresses/${id}/`, body, auth), routeParams({ id })));
const remove = (auth: RequestOptions, id: number) =>
  statusAndJson(
    deleteAddress(jsonRequest("DELETE", `/api/customer/addresses/${id}/`, undefined, auth), routeParams({ id })),
  );
const addresses = async (auth: RequestOptions) => {
  const { body } = await statusAndJson(getProfile(getRequest("/api/customer/profile/", auth)));
  return [...body.data.addresses, ...body.data.more_addresses] as {
    id: number;
    state: string;
    is_default: boolean;
    recipient_name: string;
    mobile: string;
    zip_code: string;
  }[];
};

describe("saved addresses", () => {
  it("store the state by its official name, a recipient and a 10-digit mobile as +91", async () => {
    const { auth } = await customer();
    const { status } = await add(auth, {
      ...HOME,
      city: "Bhubaneswar",
      state: "Orissa",
      zip_code: "751001",
      recipient_name: "Ravi Rao",
      mobile: "098765 43210",
    });
    expect(status).toBe(200);
    expect(await addresses(auth)).toEqual([
      expect.objectContaining({
        state: "Odisha",
        recipient_name: "Ravi Rao",
        mobile: "+919876543210",
        is_default: true,
      }),
    ]);
  });

  it.each([
    [{ zip_code: "056001" }, "Enter a valid 6-digit pincode"],
    [{ zip_code: "56001" }, "Enter a valid 6-digit pincode"],
    [{ state: "Atlantis" }, "Choose a state or union territory of India"],
    [{ mobile: "12345" }, "Enter a 10-digit Indian mobile number"],
  ])("refuses %p with %p at the field", async (change, message) => {
    const { auth } = await customer();
    const [saved] = await (async () => (await add(auth, HOME), addresses(auth)))();
    expect(await edit(auth, saved.id, change)).toMatchObject({
      status: 400,
      body: { error: "invalid_request", message },
    });
  });

  it("can be edited and made the default, by their owner only", async () => {
    const owner = await customer();
    await add(owner.auth, HOME);
    await add(owner.auth, {
      ...HOME,
      address: "7 Park Street",
      city: "Kolkata",
      state: "West Bengal",
      zip_code: "700016",
    });
    const [home, office] = await addresses(owner.auth);
    const edited = await edit(owner.auth, office.id, {
      recipient_name: "Front desk",
      zip_code: "700017",
      is_default: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.addresses).toEqual([
      expect.objectContaining({ id: office.id, recipient_name: "Front desk", zip_code: "700017", is_default: true }),
    ]);
    expect(edited.body.data.more_addresses).toEqual([expect.objectContaining({ id: home.id, is_default: false })]);

    const stranger = await customer();
    expect(await edit(stranger.auth, home.id, { city: "Elsewhere" })).toMatchObject({
      status: 404,
      body: { error: "address_not_found", message: "Address not found" },
    });
    expect(await remove(stranger.auth, home.id)).toMatchObject({ status: 404, body: { error: "address_not_found" } });
    expect(await db.address.findUniqueOrThrow({ where: { id: home.id } })).toMatchObject({ city: "Bengaluru" });
    expect(await edit(owner.auth, home.id, {})).toMatchObject({ status: 400, body: { message: "Nothing to change" } });
    expect((await remove({ bearer: null }, home.id)).status).toBe(401);
  });

  it("can be deleted: the next one becomes the default, and orders placed to it keep their address", async () => {
    const owner = await customer();
    await add(owner.auth, HOME);
    await add(owner.auth, { ...HOME, address: "9 Residency Road" });
    const [home, other] = await addresses(owner.auth);
    const order = await db.order.create({
      data: {
        orderNumber: `ORD-ADDR-${counter}`,
        customerId: owner.id,
        paymentMethod: "cod",
        customerName: "Asha Rao",
        customerPhone: "+919812345678",
        recipientName: "Asha Rao",
        recipientPhone: "+919812345678",
        deliveryAddress: "12 MG Road",
        deliveryCity: "Bengaluru",
        deliveryState: "Karnataka",
        deliveryPincode: "560001",
        itemsOriginalTotal: 100,
        subtotal: 100,
        total: 100,
      },
    });
    const deleted = await remove(owner.auth, home.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.addresses).toEqual([expect.objectContaining({ id: other.id, is_default: true })]);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      deliveryAddress: "12 MG Road",
      deliveryPincode: "560001",
    });
    expect(await remove(owner.auth, home.id)).toMatchObject({ status: 404 });
  });
});
