"use client";

import { Component, type ReactNode } from "react";

/** SPEC.md "Products listing", product card: a card that fails to render shows this instead of breaking the page. */
export class CardErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) {
      return <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">Something went wrong loading this product.</p>;
    }
    return this.props.children;
  }
}
