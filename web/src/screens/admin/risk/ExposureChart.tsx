import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { money } from "../../../format/money";
import { TableScroll } from "../TableScroll";

/** What the chart draws of one line of the view (the game's or a room's). */
export interface ChartLine {
  readonly stakeMinor: number;
  readonly stakeBySumMinor: readonly number[];
  readonly payoutBySumMinor: readonly number[];
  readonly worstSum: number | null;
  readonly capMinor: number | null;
}

const percent = (part: number, whole: number): string => `${whole <= 0 ? 0 : Math.min(100, (part / whole) * 100).toFixed(2)}%`;

/**
 * The payout per sum as 28 rows, one per sum: the amount, a bar on one scale for every row with the cap as a line
 * through all of them (the scale is the larger of the worst case and the cap, so both always show), the stakes
 * that win on the sum and the house's result if it is drawn. The worst sum is marked, the drawn one too.
 * Rows, not columns: on a phone 28 columns of amounts cannot be read.
 */
export function ExposureChart({ line, drawnSum }: { line: ChartLine; drawnSum: number | null }) {
  const { t } = useTranslation();
  const worstMinor = line.worstSum === null ? 0 : line.payoutBySumMinor[line.worstSum]!;
  const scale = Math.max(worstMinor, line.capMinor ?? 0);
  const capAt = line.capMinor === null ? null : percent(line.capMinor, scale);
  return (
    <>
      {/* Above the table, not its caption: on a phone the table scrolls sideways and would cut the words off. */}
      <p className="exposure-hint">
        {t("admin.exposure.perSumHint")}
        {line.capMinor !== null && <span className="exposure-cap-key"> {t("admin.exposure.capLine", { amount: money(line.capMinor) })}</span>}
      </p>
      <TableScroll label={t("admin.exposure.perSum")}>
        <table className="console-table exposure-table" data-testid="exposure-chart" data-worst-sum={line.worstSum ?? ""}>
          <thead>
            <tr>
              <th scope="col">{t("admin.exposure.sum")}</th>
              <th scope="col" className="num">
                {t("admin.exposure.payout")}
              </th>
              <th scope="col" className="exposure-bar-head">
                {line.capMinor === null ? t("admin.exposure.barNoCap") : t("admin.exposure.bar")}
              </th>
              <th scope="col" className="num">
                {t("admin.exposure.stakeOnSum")}
              </th>
              <th scope="col" className="num">
                {t("admin.exposure.house")}
              </th>
            </tr>
          </thead>
          <tbody>
            {line.payoutBySumMinor.map((payout, sum) => {
              const worst = sum === line.worstSum;
              const over = line.capMinor !== null && payout > line.capMinor;
              const house = line.stakeMinor - payout;
              const classes = ["exposure-row", worst ? "exposure-worst" : "", sum === drawnSum ? "exposure-drawn" : ""].filter(Boolean).join(" ");
              return (
                <tr key={sum} className={classes} data-testid="exposure-sum" data-sum={sum} data-payout-minor={payout}>
                  <th scope="row" className="exposure-sum">
                    {sum}
                    {worst && <span className="exposure-mark exposure-mark-worst">{t("admin.exposure.worstMark")}</span>}
                    {sum === drawnSum && <span className="exposure-mark exposure-mark-drawn">{t("admin.exposure.drawnMark")}</span>}
                  </th>
                  <td className={`num${over ? " console-bad" : ""}`}>{money(payout)}</td>
                  <td className="exposure-bar-cell" aria-hidden="true">
                    <span className="exposure-track">
                      <span className={`exposure-bar${worst ? " exposure-bar-worst" : ""}${over ? " exposure-bar-over" : ""}`} style={{ width: percent(payout, scale) } as CSSProperties} />
                      {capAt !== null && <span className="exposure-cap" style={{ left: capAt } as CSSProperties} />}
                    </span>
                  </td>
                  <td className="num">{money(line.stakeBySumMinor[sum] ?? 0)}</td>
                  <td className={`num${house < 0 ? " console-bad" : ""}`}>{money(house)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
