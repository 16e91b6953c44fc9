/**
 * Jest's stand-in for @react-email/render (mapped in jest.config.js): the real one loads
 * react-dom/server through a dynamic import, which Jest's module system cannot run. It renders the
 * same way: React's static markup after the XHTML doctype, and for plainText html-to-text with the
 * real renderer's selectors (images and the hidden preview skipped).
 */
import { convert } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export async function render(element: ReactElement, options: { plainText?: boolean } = {}): Promise<string> {
  const html = `${DOCTYPE}${renderToStaticMarkup(element)}`;
  if (!options.plainText) return html;
  return convert(html, {
    wordwrap: 80,
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "[data-skip-in-text=true]", format: "skip" },
      { selector: "#__react-email-preview", format: "skip" },
      { selector: "a", options: { linkBrackets: ["[", "]"] } },
    ],
  });
}
