import "server-only";
import { convert } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An e-mail template (react-email components) as HTML and as plain text: the HTML is React's
 * static markup with the XHTML doctype mail programs expect, the text is that HTML converted the
 * way @react-email/render converts it (images and the hidden preview skipped, links as "text
 * [url]"). Rendered synchronously here rather than through @react-email/render, whose dynamic
 * import of react-dom/server does not load under Jest.
 */
export function renderMail(element: ReactElement): { html: string; text: string } {
  const html = `${DOCTYPE}${renderToStaticMarkup(element)}`;
  const text = convert(html, {
    wordwrap: 80,
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "[data-skip-in-text=true]", format: "skip" },
      { selector: "a", options: { linkBrackets: ["[", "]"] } },
    ],
  });
  return { html, text };
}
