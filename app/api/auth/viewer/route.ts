import { NextResponse } from "next/server";
import { loadHeaderViewer } from "@/lib/server/auth/header-viewer";

/**
 * Who the header greets: `{ viewer: null }` for visitors. The storefront's pages are the same for
 * everyone (and so cacheable); the header asks for this after loading instead.
 */
export async function GET() {
  return NextResponse.json({ viewer: await loadHeaderViewer() }, { headers: { "Cache-Control": "private, no-store" } });
}
