import { formatBytes, sniffImageFormat } from "./images";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe("sniffImageFormat", () => {
  it("knows the accepted formats by their first bytes", () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("JPEG");
    expect(sniffImageFormat(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe("PNG");
    expect(sniffImageFormat(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("WebP");
    expect(sniffImageFormat(bytes(0, 0, 0, 0x1c, "ftypavif", 0, 0, 0, 0, "avifmif1miaf"))).toBe("AVIF");
    expect(sniffImageFormat(bytes(0, 0, 0, 0x18, "ftypmif1", 0, 0, 0, 0, "mif1avif"))).toBe("AVIF");
  });

  it("refuses everything else, whatever it is called", () => {
    expect(sniffImageFormat(bytes("GIF89a", 1, 0, 1, 0))).toBeNull();
    expect(sniffImageFormat(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(sniffImageFormat(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageFormat(bytes(0, 0, 0, 0x18, "ftypheic", 0, 0, 0, 0, "mif1heic"))).toBeNull();
    expect(sniffImageFormat(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

it("formats sizes for messages", () => {
  expect(formatBytes(512)).toBe("512 B");
  expect(formatBytes(2048)).toBe("2 KB");
  expect(formatBytes(10 * 1024 * 1024 + 1)).toBe("10.0 MB");
});
