import { ListingSkeleton } from "@/components/catalog/page-skeletons";

export default function Loading() {
  return <ListingSkeleton />;
}
