import { useTranslation } from "react-i18next";

/** Three drawn digits, their sum and its two labels (size, parity), as every results screen shows a draw. */
export function DrawDigits({ digits, sum, labels }: { digits: readonly number[]; sum: number; labels?: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <span className="draw-digits">
      {digits.map((digit, i) => (
        <span key={i} className="draw-ball" data-testid="draw-digit">
          {digit}
        </span>
      ))}
      {digits.length > 0 && (
        <span className="draw-equals" aria-hidden="true">
          =
        </span>
      )}
      <span className="draw-ball draw-sum" data-testid="draw-sum" aria-label={t("results.sumLabel", { sum })}>
        {sum}
      </span>
      {labels?.map((label) => (
        <span key={label} className={`draw-label draw-label-${label}`} data-testid="draw-label">
          {t(`play.${label}` as "play.big")}
        </span>
      ))}
    </span>
  );
}
