import { useState } from "react";
import { Button, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../errors";
import { appErrorOf, trpc } from "../../../trpc";
import { ConsoleLayout, Panel } from "../ConsoleLayout";
import { QueryState } from "../QueryState";

interface RiskSettingsAnswer {
  readonly autoVoidAfterMs: number;
  readonly stallAlarmAfterMs: number;
}

/** The form's texts: minutes for the void, seconds for the alarm (what an operator thinks in). */
interface Draft {
  readonly autoVoidMinutes: string;
  readonly stallSeconds: string;
}

const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;

/** A whole number typed in the form, or null (the server checks the range and names the field). */
const wholeOf = (text: string): number | null => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

/** /admin/risk-settings: how late a draw may be before the round is voided, and before the console is alarmed. */
export default function RiskSettingsScreen() {
  const { t } = useTranslation();
  const settings = trpc.admin.risk.settings.useQuery(undefined, { staleTime: 0 });
  return (
    <ConsoleLayout title={t("admin.risk.title")} testId="console-risk-settings">
      <QueryState query={settings} empty={false}>
        {settings.data && <RiskSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />}
      </QueryState>
    </ConsoleLayout>
  );
}

function RiskSettingsForm({ settings }: { settings: RiskSettingsAnswer }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const save = trpc.admin.risk.saveSettings.useMutation();
  const [draft, setDraft] = useState<Draft>({
    autoVoidMinutes: String(settings.autoVoidAfterMs / MINUTE_MS),
    stallSeconds: String(settings.stallAlarmAfterMs / SECOND_MS),
  });
  const [problem, setProblem] = useState<{ readonly field: keyof RiskSettingsAnswer; readonly message: string } | null>(null);

  const submit = () => {
    if (save.isPending) return;
    const minutes = wholeOf(draft.autoVoidMinutes);
    const seconds = wholeOf(draft.stallSeconds);
    if (minutes === null) return setProblem({ field: "autoVoidAfterMs", message: t("admin.risk.notNumber") });
    if (seconds === null) return setProblem({ field: "stallAlarmAfterMs", message: t("admin.risk.notNumber") });
    setProblem(null);
    save.mutate(
      { autoVoidAfterMs: minutes * MINUTE_MS, stallAlarmAfterMs: seconds * SECOND_MS },
      {
        onSuccess: (saved) => {
          Toast.show({ icon: "success", content: t("admin.risk.saved") });
          utils.admin.risk.settings.setData(undefined, saved);
        },
        onError: (error) => {
          const app = appErrorOf(error);
          const field = app?.appCode === "RISK_SETTINGS_INVALID" && (app.params.field === "autoVoidAfterMs" || app.params.field === "stallAlarmAfterMs") ? app.params.field : "autoVoidAfterMs";
          const rule = field === "autoVoidAfterMs" ? t("admin.risk.autoVoidHint") : t("admin.risk.stallHint");
          setProblem({ field, message: app?.appCode === "RISK_SETTINGS_INVALID" ? rule : errorText(error) });
        },
      },
    );
  };

  const field = (name: keyof RiskSettingsAnswer, key: keyof Draft, label: string, hint: string) => {
    const bad = problem?.field === name;
    return (
      <label className="console-field">
        <span>{label}</span>
        <input
          className="console-input"
          value={draft[key]}
          onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
          inputMode="numeric"
          maxLength={7}
          aria-invalid={bad}
          aria-describedby={`risk-${name}-hint`}
          data-testid={`risk-${name}`}
        />
        <span id={`risk-${name}-hint`} className={bad ? "console-bad" : "console-muted"} role={bad ? "alert" : undefined} data-testid={bad ? "risk-field-error" : undefined}>
          {bad ? problem.message : hint}
        </span>
      </label>
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="risk-settings-form"
    >
      <Panel title={t("admin.risk.title")}>
        <div className="console-field-grid">
          {field("autoVoidAfterMs", "autoVoidMinutes", t("admin.risk.autoVoid"), t("admin.risk.autoVoidHint"))}
          {field("stallAlarmAfterMs", "stallSeconds", t("admin.risk.stall"), t("admin.risk.stallHint"))}
        </div>
      </Panel>
      <Panel>
        <Button type="submit" color="primary" loading={save.isPending} data-testid="risk-save">
          {t("admin.risk.save")}
        </Button>
      </Panel>
    </form>
  );
}
