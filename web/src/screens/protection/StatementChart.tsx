import { money } from "../../format/money";

interface DayLine {
  readonly start: string;
  readonly netMinor: number;
}

const WIDTH = 320;
const HEIGHT = 140;
const PAD = 4;

/**
 * The net result per day as bars around a zero line (wins up in green,
 * losses down in red), in plain SVG: a chart library would weigh more than
 * the thirty bars it draws. Loaded lazily by the statement screen.
 */
export default function StatementChart({ lines, label }: { readonly lines: readonly DayLine[]; readonly label: string }) {
  const peak = Math.max(1, ...lines.map((l) => Math.abs(l.netMinor)));
  const zeroY = HEIGHT / 2;
  const slot = (WIDTH - PAD * 2) / Math.max(1, lines.length);
  const barWidth = Math.max(2, slot * 0.7);
  return (
    <svg className="statement-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="statement-chart">
      <line x1={PAD} x2={WIDTH - PAD} y1={zeroY} y2={zeroY} stroke="var(--control-border)" strokeWidth={1} />
      {lines.map((line, i) => {
        const height = (Math.abs(line.netMinor) / peak) * (zeroY - PAD);
        const x = PAD + i * slot + (slot - barWidth) / 2;
        const y = line.netMinor >= 0 ? zeroY - height : zeroY;
        return (
          <rect key={line.start} x={x} y={y} width={barWidth} height={Math.max(line.netMinor === 0 ? 0 : 1, height)} fill={line.netMinor >= 0 ? "var(--success-text)" : "var(--danger-text)"} data-net={line.netMinor}>
            <title>{`${line.start}: ${money(line.netMinor)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
