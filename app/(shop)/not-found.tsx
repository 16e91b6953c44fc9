import { PageNotFound } from "@/components/layout/page-not-found";

/** Unknown categories, conditions and blog posts (app/(shop)/missing): inside the shop's frame of this group's layout. */
export default function ShopNotFound() {
  return <PageNotFound />;
}
