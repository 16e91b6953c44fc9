import { SpriteIcon } from "@/components/ui/sprite-icon";
import { Tabs } from "@/components/ui/tabs";
import { formatDay } from "@/lib/domain/format";
import { counted } from "@/lib/domain/plural";

type Review = { id: number; author: string; rating: number; title: string; body: string; createdAt: string };
type Props = {
  description: string;
  keyIngredients: string[];
  certifications: string[];
  benefits: string[];
  howToUse: string | null;
  reviews: Review[];
};

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-stone-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function ProductTabs({ description, keyIngredients, certifications, benefits, howToUse, reviews }: Props) {
  const panels = [
    <p key="description" className="whitespace-pre-line">
      {description || "No description available"}
    </p>,
    <div key="ingredients">
      <h3 className="mb-3 font-serif text-lg text-brand-900">Key Ingredients</h3>
      {keyIngredients.length ? (
        <Bullets items={keyIngredients} />
      ) : (
        <p>Refer to product packaging for the full list of ingredients.</p>
      )}
      {certifications.length > 0 && (
        <>
          <h3 className="mb-3 mt-6 font-serif text-lg text-brand-900">Certifications</h3>
          <ul className="flex flex-wrap gap-2">
            {certifications.map((item) => (
              <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                {item}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>,
    benefits.length ? (
      <Bullets key="benefits" items={benefits} />
    ) : (
      <p key="benefits">No benefits listed for this product.</p>
    ),
    <p key="how-to-use" className="whitespace-pre-line">
      {howToUse || "Refer to product packaging for detailed usage instructions."}
    </p>,
    <Reviews key="reviews" reviews={reviews} />,
  ];
  const tabs = ["Description", "Ingredients", "Benefits", "How to Use", `Reviews (${reviews.length})`];
  return <Tabs label="Product information" tabs={tabs} panels={panels} className="mt-16" />;
}

function Reviews({ reviews }: { reviews: Review[] }) {
  return (
    <>
      <p className="mb-4 font-medium text-stone-900">{counted(reviews.length, "review")}</p>
      {reviews.length === 0 ? (
        <p>No reviews yet for this product.</p>
      ) : (
        <ul className="space-y-6">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-stone-200 p-5">
              <div className="flex items-center gap-1" aria-label={`${review.rating} out of 5 stars`}>
                {Array.from({ length: 5 }, (_, i) => (
                  <SpriteIcon
                    key={i}
                    name="star"
                    className={
                      i < review.rating ? "h-4 w-4 fill-saffron-500 text-saffron-500" : "h-4 w-4 text-stone-300"
                    }
                  />
                ))}
              </div>
              {review.title && <h3 className="mt-2 font-semibold text-stone-900">{review.title}</h3>}
              <p className="mt-1">{review.body}</p>
              <p className="mt-2 text-sm text-stone-600">
                {review.author}, {formatDay(review.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
