import { ProductSkeleton } from "@/components/catalog/page-skeletons";

export default function Loading() {
  return <ProductSkeleton />;
}
