"use client";

import { Bot, Check, Loader2, RotateCcw, ShoppingBag, ShoppingCart, X } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api/client";
import { useApiQuery } from "@/lib/api/query";
import { cn } from "@/lib/ui/cn";
import { formatClock, formatRupees } from "@/lib/domain/format";
import { PLACEHOLDER_IMAGE } from "@/lib/ui/placeholder-image";
import { HealthTagIcon } from "./health-tag-icon";
import type { ChatMessage, HealthTag, RecommendedProduct } from "./types";

/** SPEC.md section 9: at most 2 tags per recommended product. */
const CARD_TAGS = 2;

const GREETING =
  "Namaste! I'm your Ayurvedic Health Assistant. Choose the health concerns you'd like support with, and I'll suggest natural remedies from our collection.";
const NO_SELECTION = "Please select at least one health concern to get personalized Ayurvedic recommendations.";

type TagsState = { status: "loading" } | { status: "failed" } | { status: "ready"; tags: HealthTag[] };

let nextId = 0;
function message(type: ChatMessage["type"], content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  nextId += 1;
  return { id: `${Date.now()}-${nextId}`, type, content, timestamp: new Date(), ...extra };
}

/** The health concerns to choose from; none (or a refusal) is a failure the panel explains. */
function useHealthTags(): TagsState {
  const { data, error } = useApiQuery("assistant.healthTags");
  if (error) return { status: "failed" };
  if (data === null) return { status: "loading" };
  if (!data.success || !Array.isArray(data.tags) || data.tags.length === 0) return { status: "failed" };
  return { status: "ready", tags: data.tags };
}

async function fetchRecommendations(tagIds: number[]): Promise<RecommendedProduct[]> {
  const body = await callApi("assistant.recommendations", { body: { tag_ids: tagIds } });
  return body.products ?? [];
}

/** The chat overlay: pick health concerns, get up to 3 product recommendations, add them to the cart. */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const tags = useHealthTags();
  const [selected, setSelected] = useState<number[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message("bot", GREETING)]);
  const [thinking, setThinking] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ behavior: "smooth", block: "end" });
  }, [messages, thinking]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [onClose]);

  const post = (...added: ChatMessage[]) => setMessages((current) => [...current, ...added]);

  function toggle(id: number) {
    setSelected((current) => (current.includes(id) ? current.filter((tagId) => tagId !== id) : [...current, id]));
  }

  function clear() {
    setSelected([]);
    setMessages([message("bot", GREETING)]);
  }

  async function recommend() {
    if (selected.length === 0 || tags.status !== "ready") return post(message("bot", NO_SELECTION));
    const names = tags.tags.filter((tag) => selected.includes(tag.id)).map((tag) => tag.name);
    post(message("user", `I'm looking for help with: ${names.join(", ")}`));
    setThinking(true);
    try {
      const products = await fetchRecommendations(selected);
      post(
        products.length > 0
          ? message("bot", `Here are natural Ayurvedic remedies for ${names.join(", ")}:`, {
              products,
              quickActions: true,
            })
          : message(
              "bot",
              "I couldn't find specific products for these concerns right now. Browse our full collection or try other concerns.",
              { quickActions: true },
            ),
      );
    } catch {
      post(
        message(
          "bot",
          "I'm sorry, I couldn't fetch recommendations right now. Please try again in a moment, or explore our products meanwhile.",
          { quickActions: true },
        ),
      );
    } finally {
      setThinking(false);
      setSelected([]);
    }
  }

  return (
    <section
      role="dialog"
      aria-labelledby="chat-title"
      className="fixed inset-x-3 bottom-3 z-50 flex h-[min(85vh,44rem)] flex-col overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-2xl sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[26rem]"
    >
      <header className="flex items-center gap-3 bg-gradient-to-r from-brand-700 to-brand-600 px-5 py-4 text-white">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-white/15">
          <Bot aria-hidden className="h-5 w-5" />
        </span>
        <div className="flex-1">
          <h2 id="chat-title" className="font-serif text-lg leading-tight">
            Ayurvedic Health Assistant
          </h2>
          <p className="text-xs text-brand-100">Natural remedies for your wellbeing</p>
        </div>
        <button
          type="button"
          aria-label="Close assistant"
          onClick={onClose}
          className="rounded-full p-2 hover:bg-white/15"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </header>

      <div className="flex-1 space-y-3 overflow-y-auto bg-brand-50/50 px-4 py-4" aria-live="polite">
        {messages.map((entry) => (
          <MessageBubble
            key={entry.id}
            entry={entry}
            onAdded={(product) =>
              post(message("bot", `${product.name} has been added to your cart.`, { quickActions: true }))
            }
          />
        ))}
        {thinking && (
          <p role="status" className="flex items-center gap-2 text-sm text-brand-700">
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
            Finding natural solutions...
          </p>
        )}
        <div ref={bottom} />
      </div>

      <TagPicker tags={tags} selected={selected} onToggle={toggle} />
      <footer className="flex items-center gap-2 border-t border-brand-100 px-4 py-3">
        <p className="flex-1 text-xs text-stone-600">Selected: {selected.length} concern(s)</p>
        <Button variant="ghost" size="sm" onClick={clear}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          Clear
        </Button>
        {selected.length > 0 && (
          <Button size="sm" onClick={recommend} disabled={thinking}>
            <Check aria-hidden className="h-4 w-4" />
            OK - Get Recommendations
          </Button>
        )}
      </footer>
    </section>
  );
}

function TagPicker({
  tags,
  selected,
  onToggle,
}: {
  tags: TagsState;
  selected: number[];
  onToggle: (id: number) => void;
}) {
  if (tags.status === "loading") {
    return (
      <p role="status" className="border-t border-brand-100 px-4 py-4 text-sm text-stone-600">
        Loading health concerns...
      </p>
    );
  }
  if (tags.status === "failed") {
    return (
      <div className="flex items-center justify-between border-t border-brand-100 px-4 py-4">
        <p className="text-sm text-stone-600">No health tags available</p>
        <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="max-h-48 overflow-y-auto border-t border-brand-100 px-4 py-3">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-stone-600">Choose your health concerns</p>
      <div role="group" aria-label="Health concerns" className="grid grid-cols-2 gap-2">
        {tags.tags.map((tag) => {
          const active = selected.includes(tag.id);
          return (
            <button
              key={tag.id}
              type="button"
              aria-pressed={active}
              onClick={() => onToggle(tag.id)}
              className={cn(
                "flex items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm transition-colors",
                active
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-brand-100 bg-white text-stone-700 hover:border-brand-600",
              )}
            >
              <HealthTagIcon
                name={tag.icon}
                className={cn("h-4 w-4 shrink-0", active ? "text-white" : "text-brand-600")}
              />
              <span className="truncate">{tag.name}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function MessageBubble({ entry, onAdded }: { entry: ChatMessage; onAdded: (product: RecommendedProduct) => void }) {
  const bot = entry.type === "bot";
  return (
    <div data-testid={`chat-message-${entry.type}`} className={cn("flex flex-col", bot ? "items-start" : "items-end")}>
      <div
        className={cn(
          "max-w-[90%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed",
          bot ? "rounded-tl-sm bg-white text-stone-800 shadow-sm" : "rounded-tr-sm bg-brand-600 text-white",
        )}
      >
        {entry.content}
      </div>
      {entry.products && entry.products.length > 0 && (
        <ul className="mt-2 w-full space-y-2" aria-label="Recommended products">
          {entry.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} onAdded={() => onAdded(product)} />
            </li>
          ))}
        </ul>
      )}
      {entry.quickActions && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link href="/products">
              <ShoppingBag aria-hidden className="h-4 w-4" />
              Browse All Products
            </Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link href="/cart">
              <ShoppingCart aria-hidden className="h-4 w-4" />
              View Cart
            </Link>
          </Button>
        </div>
      )}
      <time className="mt-1 px-1 text-[10px] text-stone-600" dateTime={entry.timestamp.toISOString()}>
        {formatClock(entry.timestamp)}
      </time>
    </div>
  );
}

function ProductCard({ product, onAdded }: { product: RecommendedProduct; onAdded: () => void }) {
  return (
    <article className="flex gap-3 rounded-2xl border border-brand-100 bg-white p-3 shadow-sm">
      <Link
        href={`/product/${product.id}`}
        className="relative h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-brand-50"
      >
        <Image src={product.image ?? PLACEHOLDER_IMAGE} alt={product.name} fill sizes="80px" className="object-cover" />
      </Link>
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-sm font-semibold text-stone-900">
          <Link href={`/product/${product.id}`} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <p className="mt-0.5 line-clamp-2 text-xs text-stone-600">{product.description}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          {product.tags.slice(0, CARD_TAGS).map((tag) => (
            <span key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-[10px] text-brand-700">
              {tag}
            </span>
          ))}
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <span className="text-sm font-bold text-brand-700">{formatRupees(product.price)}</span>
          {product.chooseSize ? (
            <Button asChild size="sm" className="text-xs">
              <Link href={`/product/${product.id}`} aria-label={`Choose size of ${product.name}`}>
                Choose size
              </Link>
            </Button>
          ) : (
            <AddToCartButton
              productId={product.id}
              productName={product.name}
              size="sm"
              className="text-xs"
              onAdded={onAdded}
            />
          )}
        </div>
      </div>
    </article>
  );
}
