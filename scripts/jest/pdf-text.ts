import { spawn } from "node:child_process";
import path from "node:path";

/** The text of a PDF, extracted by pdf-parse in a child process (see scripts/pdf-text.mjs). */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, "..", "pdf-text.mjs")], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString("utf8"))
        : reject(new Error(`pdf-text failed (${code}): ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.end(pdf);
  });
}
