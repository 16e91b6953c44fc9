import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { CartJson } from "@/lib/server/cart/view";
import { useApiQuery } from "./query";

const cart = { id: "c1", items: [{ name: "Triphala Churna" }] } as unknown as CartJson;

function CartProbe({ initialCart }: { initialCart?: CartJson }) {
  const { data, loading } = useApiQuery("cart.get", undefined, { initialData: initialCart });
  return createElement("p", null, data ? `${data.id}: ${data.items.length} item(s)` : loading ? "loading" : "none");
}

describe("useApiQuery's initialData", () => {
  it("renders the server's answer into the page's HTML, not a loading state", () => {
    expect(renderToString(createElement(CartProbe, { initialCart: cart }))).toBe("<p>c1: 1 item(s)</p>");
  });

  it("is loading without it", () => {
    expect(renderToString(createElement(CartProbe))).toBe("<p>loading</p>");
  });

  it("never reaches the shared cache on the server: the next visitor's page does not show this visitor's cart", () => {
    renderToString(createElement(CartProbe, { initialCart: cart }));
    expect(renderToString(createElement(CartProbe))).toBe("<p>loading</p>");
  });
});
