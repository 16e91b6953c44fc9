import { orderEdit, parseAdminOrderFilters } from "./admin";

const parse = (query: string) => parseAdminOrderFilters(new URLSearchParams(query));

describe("admin order filters", () => {
  it("defaults to the newest 20 orders", () => {
    expect(parse("").data).toEqual({ ordering: "-created_at", page: 1, page_size: 20 });
  });

  it("reads every filter of the spec", () => {
    const result = parse(
      "search=asha&status=shipped&payment_status=paid&payment_method=prepaid&customer_mobile=98765&start_date=2026-11-01&end_date=2026-11-21&min_amount=100&max_amount=2500.5&ordering=-total_amount&page=3&page_size=50",
    );
    expect(result.data).toEqual({
      search: "asha",
      status: "shipped",
      payment_status: "paid",
      payment_method: "prepaid",
      customer_mobile: "98765",
      start_date: "2026-11-01",
      end_date: "2026-11-21",
      min_amount: 100,
      max_amount: 2500.5,
      ordering: "-total_amount",
      page: 3,
      page_size: 50,
    });
  });

  it("treats empty fields as absent", () => {
    expect(parse("status=&search=&min_amount=").data).toEqual({ ordering: "-created_at", page: 1, page_size: 20 });
  });

  it.each(["status=lost", "ordering=name", "page=0", "page_size=1000", "start_date=21/11/2026", "min_amount=-1"])(
    "refuses %s",
    (query) => {
      expect(parse(query).success).toBe(false);
    },
  );
});

describe("an admin's edit of the delivery details", () => {
  const edit = {
    recipient_name: "V. Shah",
    recipient_phone: "+919822222222",
    delivery_address: "4 Park Street",
    delivery_city: "Kolkata",
    delivery_state: "West Bengal",
    delivery_pincode: "700016",
  };

  it("stores the state by its official name, as the shopper's address forms do", () => {
    expect(
      orderEdit.parse({ ...edit, delivery_city: "Bhubaneswar", delivery_state: "Orissa", delivery_pincode: "751001" })
        .delivery_state,
    ).toBe("Odisha");
  });

  it("refuses a state that is not the PIN code's, at the state, and a PIN code no post office uses, at the PIN code", () => {
    expect(orderEdit.safeParse({ ...edit, delivery_state: "Odisha" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["delivery_state"], message: "PIN code 700016 is in West Bengal, not Odisha" }),
    ]);
    expect(orderEdit.safeParse({ ...edit, delivery_pincode: "999999" }).error?.issues).toEqual([
      expect.objectContaining({
        path: ["delivery_pincode"],
        message: "No post office in India has PIN code 999999: check it",
      }),
    ]);
  });

  it("refuses a state outside India's list and a PIN code that starts with 0", () => {
    const issues = orderEdit
      .safeParse({ ...edit, delivery_state: "Atlantis", delivery_pincode: "070016" })
      .error?.issues.map((issue) => issue.path[0]);
    expect(issues).toEqual(["delivery_state", "delivery_pincode"]);
  });
});
