/** One bar: its axis label, its value (sets the height) and the value as people read it. */
export type Bar = { label: string; value: number; shown: string };

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 24;
const TOP = 8;
/** Room at both ends so the first and last axis labels are not cut off. */
const SIDE = 24;
/** At most this many axis labels, so they never overlap; every bar keeps its value in the tooltip and the table. */
const MAX_LABELS = 8;
/** Roughly how wide one character of an 11px axis label is, in chart units. */
const CHAR_WIDTH = 6.5;

function fitted(label: string, width: number): string {
  const room = Math.max(Math.floor(width / CHAR_WIDTH), 3);
  return label.length <= room ? label : `${label.slice(0, room - 1)}…`;
}

/** A plain SVG bar chart (no chart library): read by screen readers through `description`, the table beside it holds the figures. */
export function BarChart({ bars, description }: { bars: Bar[]; description: string }) {
  const max = Math.max(...bars.map((bar) => bar.value), 0);
  const slot = (WIDTH - 2 * SIDE) / Math.max(bars.length, 1);
  const barWidth = Math.max(Math.min(slot * 0.7, 48), 1);
  const labelEvery = Math.ceil(bars.length / MAX_LABELS);
  const plotHeight = HEIGHT - AXIS - TOP;
  return (
    <svg
      role="img"
      aria-label={description}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full"
      preserveAspectRatio="xMidYMid meet"
    >
      <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="stroke-stone-300" />
      {bars.map((bar, index) => {
        const height = max > 0 ? (bar.value / max) * plotHeight : 0;
        const x = SIDE + index * slot + (slot - barWidth) / 2;
        return (
          <g key={`${bar.label}-${index}`}>
            <rect x={x} y={HEIGHT - AXIS - height} width={barWidth} height={height} rx={2} className="fill-brand-600">
              <title>{`${bar.label}: ${bar.shown}`}</title>
            </rect>
            {index % labelEvery === 0 && (
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-stone-500 text-[11px]">
                {fitted(bar.label, slot * labelEvery)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
