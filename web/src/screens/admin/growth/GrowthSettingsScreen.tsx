import { useRef, useState } from "react";
import { Button, Switch, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { VIP_LEVELS } from "../../../../../src/domain/growth/settings";
import { useErrorText } from "../../../errors";
import { appErrorOf, trpc } from "../../../trpc";
import { ConsoleLayout, Panel } from "../ConsoleLayout";
import { QueryState } from "../QueryState";
import { TableScroll } from "../TableScroll";
import { draftOf, readable, settingsOf, textFields, type FieldKind, type LevelDraft, type SettingsAnswer, type SettingsDraft } from "./settings-draft";
import { levelColumns, levelName, settingLabel, settingRule } from "./setting-labels";
import "./growth.css";

/** /admin/growth-settings: every setting of the growth engine (commissions, rebates, VIP levels), saved as one document. */
export default function GrowthSettingsScreen() {
  const { t } = useTranslation();
  const settings = trpc.admin.growth.settings.useQuery(undefined, { staleTime: 0 });
  return (
    <ConsoleLayout title={t("admin.growth.nav.settings")} testId="console-growth-settings">
      <QueryState query={settings} empty={false}>
        {settings.data && <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />}
      </QueryState>
    </ConsoleLayout>
  );
}

/** What the form says is wrong: texts that are not numbers (before sending), or the field the server refused and why. */
type Problem = { readonly kind: "unreadable"; readonly paths: readonly string[] } | { readonly kind: "refused"; readonly path: string; readonly message: string } | null;

function SettingsForm({ settings }: { settings: SettingsAnswer }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const save = trpc.admin.growth.saveSettings.useMutation();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [problem, setProblem] = useState<Problem>(null);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof SettingsDraft>(key: K) => (value: SettingsDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setLevel = (index: number, key: keyof LevelDraft, value: string) =>
    setDraft((d) => ({ ...d, levels: d.levels.map((level, i) => (i === index ? { ...level, [key]: value } : level)) }));
  const kindOf = new Map(textFields(draft).map((field) => [field.path, field.kind]));
  const invalid = (path: string): boolean =>
    (problem?.kind === "unreadable" && problem.paths.includes(path)) || (problem?.kind === "refused" && problem.path === path);

  /** The keyboard's place moves to the first field that needs the operator. */
  const focusField = (path: string) => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-field="${path}"]`)?.focus());

  const submit = () => {
    if (save.isPending) return;
    const read = settingsOf(draft);
    if (!read.ok) {
      setProblem({ kind: "unreadable", paths: read.unreadable });
      focusField(read.unreadable[0]!);
      return;
    }
    setProblem(null);
    save.mutate(read.settings, {
      onSuccess: (saved) => {
        Toast.show({ icon: "success", content: t("admin.growth.settings.saved") });
        utils.admin.growth.settings.setData(undefined, saved);
      },
      onError: (error) => {
        const app = appErrorOf(error);
        const field = app?.appCode === "GROWTH_SETTINGS_INVALID" && typeof app.params.field === "string" ? app.params.field : null;
        if (field === null) {
          setProblem({ kind: "refused", path: "", message: errorText(error) });
          return;
        }
        setProblem({ kind: "refused", path: field, message: t("admin.growth.settings.refused", { field: settingLabel(t, field), rule: settingRule(t, field) }) });
        focusField(field);
      },
    });
  };

  const fieldHint = (kind: FieldKind | undefined): string =>
    kind === "percent" ? t("admin.growth.settings.percentInvalid") : kind === "days" ? t("admin.growth.settings.daysInvalid") : t("admin.growth.settings.amountInvalid");
  /** A text field bound to a path of the document: marked and explained when its text is not a number of its kind. */
  const textInput = (path: string, value: string, onChange: (text: string) => void, label: string, narrow = false) => {
    const bad = invalid(path);
    const unreadable = bad && problem?.kind === "unreadable" && !readable(kindOf.get(path) ?? "amount", value);
    // The server's refusal is said under its field too: on a phone the form's end is far below it.
    const refused = bad && problem?.kind === "refused" ? problem.message : null;
    return (
      <>
        <input
          className={`console-input${narrow ? " growth-cell-input" : ""}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="decimal"
          maxLength={16}
          aria-label={label}
          aria-invalid={bad}
          aria-describedby={unreadable || refused !== null ? `${path}-hint` : undefined}
          data-field={path}
          data-testid={`growth-${path}`}
        />
        {(unreadable || refused !== null) && (
          <span id={`${path}-hint`} className="growth-field-error" data-testid="growth-field-error">
            {refused ?? fieldHint(kindOf.get(path))}
          </span>
        )}
      </>
    );
  };
  const columns = levelColumns(t);

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="growth-settings-form"
    >
      <Panel title={t("admin.growth.settings.commissionTitle")}>
        <div className="console-field-grid growth-grid">
          <label className="console-field">
            <span>{t("admin.growth.settings.basis")}</span>
            <select className="console-input console-select" value={draft.basis} onChange={(e) => set("basis")(e.target.value === "net_revenue" ? "net_revenue" : "turnover")} data-field="commission.basis" data-testid="growth-basis">
              <option value="turnover">{t("admin.growth.settings.basisTurnover")}</option>
              <option value="net_revenue">{t("admin.growth.settings.basisNetRevenue")}</option>
            </select>
          </label>
          <label className="console-field">
            <span>{t("admin.growth.settings.defaultRate")}</span>
            {textInput("commission.defaultRateBp", draft.defaultRate, set("defaultRate"), t("admin.growth.settings.defaultRate"))}
          </label>
          <label className="console-field">
            <span>{t("admin.growth.settings.secondLevelRate")}</span>
            {textInput("commission.secondLevelRateBp", draft.secondLevelRate, set("secondLevelRate"), t("admin.growth.settings.secondLevelRate"))}
          </label>
          <label className="console-field">
            <span>{t("admin.growth.settings.period")}</span>
            <select className="console-input console-select" value={draft.period} onChange={(e) => set("period")(e.target.value === "weekly" ? "weekly" : "daily")} data-field="commission.period" data-testid="growth-period">
              <option value="daily">{t("admin.growth.settings.periodDaily")}</option>
              <option value="weekly">{t("admin.growth.settings.periodWeekly")}</option>
            </select>
          </label>
          <div className="console-field growth-switch">
            <span id="growth-carry-label">{t("admin.growth.settings.carryNegative")}</span>
            <Switch checked={draft.carryNegative} onChange={set("carryNegative")} aria-labelledby="growth-carry-label" data-testid="growth-carry" />
          </div>
        </div>
      </Panel>

      <Panel title={t("admin.growth.settings.rebateTitle")}>
        <div className="console-field-grid growth-grid">
          <label className="console-field">
            <span>{t("admin.growth.settings.rebateMode")}</span>
            <select className="console-input console-select" value={draft.rebateMode} onChange={(e) => set("rebateMode")(e.target.value === "auto" ? "auto" : "claim")} data-field="rebate.mode" data-testid="growth-rebate-mode">
              <option value="claim">{t("admin.growth.settings.modeClaim")}</option>
              <option value="auto">{t("admin.growth.settings.modeAuto")}</option>
            </select>
          </label>
          <label className="console-field">
            <span>{t("admin.growth.settings.minimumClaim")}</span>
            {textInput("rebate.minimumClaimMinor", draft.minimumClaim, set("minimumClaim"), t("admin.growth.settings.minimumClaim"))}
          </label>
        </div>
      </Panel>

      <Panel title={t("admin.growth.settings.vipTitle")}>
        <div className="console-field-grid growth-grid">
          <label className="console-field">
            <span>{t("admin.growth.settings.windowDays")}</span>
            {textInput("vip.windowDays", draft.windowDays, set("windowDays"), t("admin.growth.settings.windowDays"))}
          </label>
        </div>
        <TableScroll label={t("admin.growth.settings.vipTitle")}>
          <table className="console-table growth-levels" data-testid="growth-levels">
            <thead>
              <tr>
                <th>{t("admin.growth.settings.level")}</th>
                {Object.values(columns).map((title) => (
                  <th key={title}>{title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {draft.levels.map((level, index) => {
                const name = levelName(t, VIP_LEVELS[index]!);
                const cell = (key: keyof LevelDraft, path: keyof typeof columns) => (
                  <td>{textInput(`vip.levels.${index}.${path}`, level[key], (text) => setLevel(index, key, text), t("admin.growth.settings.levelField", { level: name, field: columns[path] }), true)}</td>
                );
                return (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    {cell("turnover", "turnoverMinor")}
                    {cell("deposits", "depositMinor")}
                    {cell("baseRebate", "baseRebateBp")}
                    {cell("numberRebate", "numberRebateBp")}
                    {cell("levelUpBonus", "levelUpBonusMinor")}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
        <p className="console-muted">{t("admin.growth.settings.hint")}</p>
      </Panel>

      <Panel>
        {problem !== null && (
          <p className="growth-refusal" role="alert" data-testid="growth-settings-problem">
            {problem.kind === "unreadable" ? t("admin.growth.settings.fixFields") : problem.message}
          </p>
        )}
        <Button type="submit" color="primary" loading={save.isPending} data-testid="growth-settings-save">
          {t("admin.growth.settings.save")}
        </Button>
      </Panel>
    </form>
  );
}
