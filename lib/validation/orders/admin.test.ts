import { parseAdminOrderFilters } from "./admin";

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
