import fc from "fast-check";
import { parcelBox, STANDARD_BOX_CM, type BoxCm } from "./parcel";

const OIL: BoxCm = { length: 6, breadth: 6, height: 18 };
const KIT: BoxCm = { length: 30, breadth: 20, height: 8 };

describe("parcelBox", () => {
  it("is the standard box when no size has a box of its own, whatever the units", () => {
    expect(parcelBox([{ units: 1 }])).toEqual(STANDARD_BOX_CM);
    expect(parcelBox([{ units: 7, box: null }, { units: 2 }])).toEqual(STANDARD_BOX_CM);
  });

  it("is exactly the size's box for one unit of a size with a box", () => {
    expect(parcelBox([{ units: 1, box: OIL }])).toEqual(OIL);
    expect(parcelBox([{ units: 1, box: KIT }])).toEqual(KIT);
  });

  it("stacks units on the largest footprint, counting sizes without a box as the standard box", () => {
    // Three oils: 6 x 6 footprint, 3 x 648 cm³ = 1,944 cm³ → 54 cm high.
    expect(parcelBox([{ units: 3, box: OIL }])).toEqual({ length: 6, breadth: 6, height: 54 });
    // A kit and a capsule bottle without a box: 30 x 20 footprint, 4,800 + 3,000 cm³ → 13 cm.
    expect(parcelBox([{ units: 1, box: KIT }, { units: 1 }])).toEqual({ length: 30, breadth: 20, height: 13 });
  });

  it("holds every unit's volume and is never smaller than any box on a side", () => {
    const box = fc.record({
      length: fc.integer({ min: 1, max: 300 }),
      breadth: fc.integer({ min: 1, max: 300 }),
      height: fc.integer({ min: 1, max: 300 }),
    });
    const line = fc.record({ units: fc.integer({ min: 1, max: 20 }), box: fc.option(box, { nil: null }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const parcel = parcelBox(lines);
        if (!lines.some((item) => item.box)) return expect(parcel).toEqual(STANDARD_BOX_CM);
        const boxes = lines.map((item) => item.box ?? STANDARD_BOX_CM);
        const volume = lines.reduce(
          (sum, item, i) => sum + item.units * boxes[i].length * boxes[i].breadth * boxes[i].height,
          0,
        );
        expect(parcel.length * parcel.breadth * parcel.height).toBeGreaterThanOrEqual(volume);
        for (const b of boxes) {
          expect(parcel.length).toBeGreaterThanOrEqual(b.length);
          expect(parcel.breadth).toBeGreaterThanOrEqual(b.breadth);
          expect(parcel.height).toBeGreaterThanOrEqual(b.height);
        }
      }),
    );
  });
});
