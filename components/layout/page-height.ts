/**
 * The least height of a page's `<main>` whose content streams in or loads after the first paint (listings, the
 * product page, the cart, the account pages, tracking): a screen, so the footer stays
 * below the fold while the page streams in and nothing visible moves when it arrives (the whole
 * layout shift Lighthouse once measured on a phone was the footer jumping). The listing and the product
 * page have no loading skeleton on purpose: React streams the content of a Suspense boundary larger than about
 * 12 KB in a hidden element revealed by a script (at least 300 ms after the first paint), so a
 * loading boundary around the page would hold back its largest paint (see docs/benchmarks.md, "Speed on a
 * phone").
 */
export const PAGE_MIN_HEIGHT = "min-h-screen";
