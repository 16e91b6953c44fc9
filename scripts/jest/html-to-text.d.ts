/** The part of html-to-text 10 (which ships no types) that the Jest stand-in of @react-email/render uses. */
declare module "html-to-text" {
  type Selector = { selector: string; format?: string; options?: Record<string, unknown> };
  export function convert(html: string, options?: { wordwrap?: number | false; selectors?: Selector[] }): string;
}
