import { db } from "@/lib/server/db";
import { checkDelivery } from "@/lib/server/shipping/delivery-check";
import { getRequest, statusAndJson } from "@/scripts/jest/requests";
import { GET } from "./check/route";

afterAll(() => db.$disconnect());

const ask = (query: string) => statusAndJson(GET(getRequest(`/api/delivery/check/${query}`)));

describe("GET /api/delivery/check/", () => {
  beforeAll(async () => {
    await db.pincode.createMany({
      data: [
        {
          pincode: "799501",
          city: "Agartala",
          state: "Tripura",
          serviceable: true,
          codAllowed: false,
          deliveryDays: 6,
        },
        { pincode: "799502", city: "Udaipur", state: "Tripura", serviceable: false, codAllowed: true, deliveryDays: 9 },
      ],
    });
  });

  it("answers anybody whether the shop delivers, whether cash on delivery is possible and when the parcel should arrive", async () => {
    const { status, body } = await ask("?pincode=799501");
    expect(status).toBe(200);
    expect(body).toEqual({
      pincode: "799501",
      serviceable: true,
      cod_allowed: false,
      delivery_days: 6,
      estimated_delivery: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      city: "Agartala",
      state: "Tripura",
    });
  });

  it("estimates from India's day and the dispatch cut-off", async () => {
    expect((await checkDelivery("799501", new Date("2026-11-23T04:30:00Z"))).estimated_delivery).toBe("2026-11-29");
    expect((await checkDelivery("799501", new Date("2026-11-23T09:00:00Z"))).estimated_delivery).toBe("2026-11-30");
  });

  it("calls a pincode the shop does not list, or lists as not serviceable, not serviceable (and never COD)", async () => {
    expect(await ask("?pincode=799502")).toEqual({
      status: 200,
      body: {
        pincode: "799502",
        serviceable: false,
        cod_allowed: false,
        delivery_days: null,
        estimated_delivery: null,
        city: "Udaipur",
        state: "Tripura",
      },
    });
    expect((await ask("?pincode=799599")).body).toMatchObject({
      serviceable: false,
      cod_allowed: false,
      estimated_delivery: null,
      city: null,
    });
  });

  it.each(["", "?pincode=", "?pincode=79950", "?pincode=7995011", "?pincode=79950a"])(
    "refuses %s with a 400 that names the 6 digits",
    async (query) => {
      expect(await ask(query)).toMatchObject({ status: 400, body: { message: "Enter a valid 6-digit pincode" } });
    },
  );

  it("refuses text PostgreSQL cannot store with a 400", async () => {
    expect(await ask("?pincode=%00")).toMatchObject({
      status: 400,
      body: { message: "Text must not contain NUL characters or invalid Unicode." },
    });
  });
});
