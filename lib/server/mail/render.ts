import "server-only";
import { render } from "@react-email/render";
import type { ReactElement } from "react";

/**
 * An e-mail template (react-email components) as HTML and as plain text, by react-email's own
 * renderer. It stays outside the Next.js bundle (serverExternalPackages), where it loads
 * react-dom/server itself; Jest, which cannot load its dynamic import, uses the stand-in in
 * scripts/jest/react-email-render.ts (the same static markup and text conversion).
 */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
