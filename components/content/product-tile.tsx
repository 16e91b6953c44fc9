import Link from "next/link";
import { ServerImage } from "@/components/ui/server-image";
import { formatINR } from "@/lib/domain/format";
import type { ConditionProduct } from "@/lib/server/catalog/conditions";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";

/** A simple product card for content pages: image, name and the price the shopper pays. */
export function ProductTile({ product }: { product: ConditionProduct }) {
  return (
    <Link
      href={`/product/${product.id}`}
      className="group block overflow-hidden rounded-2xl border border-brand-100 bg-white transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-square bg-brand-50">
        <ServerImage
          src={product.image ?? PLACEHOLDER_IMAGE}
          fallback={PLACEHOLDER_IMAGE}
          alt={product.name}
          fill
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          className="object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="p-4">
        <h3 className="line-clamp-2 font-medium text-stone-900 group-hover:text-brand-700">{product.name}</h3>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="font-semibold text-brand-700">{formatINR(product.salePrice)}</span>
          {product.salePrice < product.price && <s className="text-sm text-stone-600">{formatINR(product.price)}</s>}
        </p>
      </div>
    </Link>
  );
}
