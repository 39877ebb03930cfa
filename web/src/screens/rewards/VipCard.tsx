import { Collapse } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { money } from "../../format/money";
import { trpc, type RouterOutputs } from "../../trpc";
import { vipLevelText } from "../../format/vip-level";
import { percentOfBp } from "./level-name";

type VipStatus = RouterOutputs["rewards"]["vip"];

/** One threshold's progress towards the next level: the figure, the need, and a bar a screen reader reads as a percentage. */
function Progress({ label, haveMinor, needMinor, testId }: { label: string; haveMinor: number; needMinor: number; testId: string }) {
  const { t } = useTranslation();
  const percent = needMinor <= 0 ? 100 : Math.min(100, Math.floor((haveMinor * 100) / needMinor));
  return (
    <div className="rewards-progress" data-testid={testId}>
      <div className="rewards-progress-text">
        <span>{label}</span>
        <span>{t("rewards.progress", { have: money(haveMinor), need: money(needMinor) })}</span>
      </div>
      <div className="rewards-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="rewards-bar-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function Levels({ vip }: { vip: VipStatus }) {
  const { t } = useTranslation();
  return (
    <ol className="rewards-levels" data-testid="vip-levels">
      {vip.levels.map((level) => (
        <li key={level.level} className={level.level === vip.level ? "rewards-level rewards-level-current" : "rewards-level"} data-testid={`vip-level-${level.name}`}>
          <div className="rewards-level-head">
            <span className="rewards-level-name">{vipLevelText(t, level.name)}</span>
            {level.level === vip.level ? <span className="rewards-tag">{t("rewards.yourLevel")}</span> : level.reached ? <span className="rewards-tag rewards-tag-muted">{t("rewards.reached")}</span> : null}
          </div>
          <div>{t("rewards.levelNeeds", { turnover: money(level.turnoverMinor), deposit: money(level.depositMinor) })}</div>
          <div>{t("rewards.levelRates", { base: percentOfBp(level.baseRebateBp), number: percentOfBp(level.numberRebateBp) })}</div>
          {level.levelUpBonusMinor > 0 && <div>{t("rewards.levelBonus", { amount: money(level.levelUpBonusMinor) })}</div>}
        </li>
      ))}
    </ol>
  );
}

/**
 * The VIP card on /personal (issue 40): the level held and how long it is kept, the progress to the next level on
 * both thresholds (turnover and deposits of the rolling window), and what each level gives.
 */
export function VipCard() {
  const { t } = useTranslation();
  const vip = trpc.rewards.vip.useQuery();
  const data = vip.data;
  if (!data) return null;
  const next = data.next;
  const nextName = next ? data.levels[next.nextLevel]?.name : undefined;
  return (
    <section className="rewards-card" aria-labelledby="vip-title" data-testid="vip-card">
      <div className="rewards-card-head">
        <h2 id="vip-title" className="rewards-card-title">
          {t("rewards.vipTitle")}
        </h2>
        <span className="rewards-badge" data-testid="vip-level">
          {vipLevelText(t, data.name)}
        </span>
      </div>
      {data.keptUntilDay !== null && <div className="rewards-note">{t("rewards.keptUntil", { day: data.keptUntilDay })}</div>}
      {next && nextName ? (
        <>
          <div className="rewards-subtitle">{t("rewards.nextLevel", { level: vipLevelText(t, nextName) })}</div>
          <Progress label={t("rewards.turnover", { days: data.windowDays })} haveMinor={data.turnoverMinor} needMinor={next.turnoverNeededMinor} testId="vip-progress-turnover" />
          <Progress label={t("rewards.deposits", { days: data.windowDays })} haveMinor={data.depositMinor} needMinor={next.depositNeededMinor} testId="vip-progress-deposits" />
          {data.qualifiedLevel > data.level && <div className="rewards-note">{t("rewards.qualifies", { level: vipLevelText(t, data.levels[data.qualifiedLevel]!.name) })}</div>}
        </>
      ) : (
        <div className="rewards-note">{t("rewards.topLevel")}</div>
      )}
      <Collapse className="rewards-collapse">
        <Collapse.Panel key="levels" title={t("rewards.levelsTitle")}>
          <Levels vip={data} />
        </Collapse.Panel>
      </Collapse>
    </section>
  );
}
