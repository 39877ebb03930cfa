import { useState } from "react";
import { Button, Skeleton, TextArea } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { verifyDraw, type VerifyDrawResult } from "../../../../src/domain/fairness/verify";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { gameLabel } from "../../format/game";
import { trpc, type RouterOutputs } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { DrawDigits } from "./DrawDigits";
import { parseId } from "./query";
import { formatDateTime } from "./time";
import "./results.css";
import { voidReasonText } from "../../format/void-reason";

type Proof = RouterOutputs["round"]["proof"];

const ISSUE = /^\d{11,14}$/;

/**
 * A draw's provably-fair data (a route of this product's own, reached from
 * /lotteryDetail): the commitment published before the round, the seed revealed
 * after it, and a check that recomputes the draw here in the browser with the
 * same pure code the server ran. The seed box is editable so a player can see
 * that one changed character makes the check fail.
 */
export default function DrawDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameId = parseId(params.get("game_id"));
  const issue = params.get("issue") ?? "";
  const name = params.get("name");
  const back = useBack(gameId ? `/lotteryDetail?game_id=${gameId}` : "/");
  const valid = gameId !== null && ISSUE.test(issue);
  const proof = trpc.round.proof.useQuery({ gameId: gameId ?? 0, issue }, { enabled: valid });
  const errorText = useErrorText();

  let body;
  if (!valid) body = <StatusBlock kind="empty" title={t("results.badLink")} description={t("results.badLinkHint")} />;
  else if (proof.isPending) body = <Skeleton.Paragraph lineCount={10} animated className="results-skeleton" />;
  else if (proof.isError)
    body = (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(proof.error)}>
        <Button size="small" shape="rounded" onClick={() => void proof.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  else body = <ProofView key={`${proof.data.gameId}:${proof.data.issue}`} proof={proof.data} />;

  return (
    <div className="results-page" data-testid="draw-detail">
      <NavBar onBack={back} className="page-navbar">
        {name ? `${gameLabel(t, name)} · ${t("results.drawDetailTitle")}` : t("results.drawDetailTitle")}
      </NavBar>
      <div className="results-body">{body}</div>
    </div>
  );
}

function ProofView({ proof }: { proof: Proof }) {
  const { t, i18n } = useTranslation();
  const [seed, setSeed] = useState(proof.revealedSeed ?? "");
  const [result, setResult] = useState<VerifyDrawResult | null>(null);
  const drawn = proof.revealedSeed !== null && proof.digits !== null && proof.commitment !== null;
  const edited = drawn && seed !== proof.revealedSeed;

  const [checking, setChecking] = useState(false);
  const verify = () => {
    if (!drawn) return;
    const input = {
      gameId: proof.gameId,
      issue: proof.issue,
      commitment: proof.commitment!,
      revealedSeed: seed.trim(),
      digits: proof.digits!,
      chainIndex: proof.chainIndex,
      anchor: proof.anchor,
      betsRoot: proof.betsRoot,
    };
    setResult(null);
    setChecking(true);
    // The chain check hashes the seed chainIndex times: let the button show it is working before that runs.
    window.setTimeout(() => {
      setResult(verifyDraw(input));
      setChecking(false);
    }, 0);
  };
  const changeSeed = (value: string) => {
    setSeed(value);
    setResult(null);
  };

  return (
    <>
      <section className="results-card proof-summary">
        <div className="proof-row">
          <span className="proof-label">{t("results.issueLabel")}</span>
          <span data-testid="proof-issue">{proof.issue}</span>
        </div>
        <div className="proof-row">
          <span className="proof-label">{t("results.drawTime")}</span>
          <span>{formatDateTime(proof.drawAtMs)}</span>
        </div>
        <div className="proof-row">
          <span className="proof-label">{t("results.result")}</span>
          {proof.voided ? (
            <span className="proof-pending" data-testid="proof-voided">
              {t("results.voided")}: {voidReasonText(proof.voided, i18n.language, t("results.voidedAuto"))}
            </span>
          ) : proof.digits ? (
            <DrawDigits digits={proof.digits} sum={proof.digits.reduce((a, b) => a + b, 0)} />
          ) : (
            <span className="proof-pending">{t("results.notDrawnYet")}</span>
          )}
        </div>
      </section>

      <section className="results-card">
        <h3 className="results-card-title">{t("results.commitment")}</h3>
        <p className="proof-hint">{t("results.commitmentHint")}</p>
        <code className="proof-hash" data-testid="proof-commitment">
          {proof.commitment ?? t("results.commitmentHidden")}
        </code>

        <h3 className="results-card-title">
          <label htmlFor="proof-seed-input">{t("results.revealedSeed")}</label>
        </h3>
        {drawn ? (
          <>
            <p className="proof-hint">{t("results.seedHint")}</p>
            <TextArea
              className="proof-seed"
              value={seed}
              onChange={changeSeed}
              autoSize={{ minRows: 2, maxRows: 4 }}
              data-testid="proof-seed"
              id="proof-seed-input"
            />
            {edited && (
              <button type="button" className="link-button" onClick={() => changeSeed(proof.revealedSeed!)} data-testid="proof-seed-restore">
                {t("results.restoreSeed")}
              </button>
            )}
          </>
        ) : proof.voided && proof.revealedSeed ? (
          <>
            <p className="proof-hint">{t("results.voidedSeedHint")}</p>
            <code className="proof-hash" data-testid="proof-voided-seed">
              {proof.revealedSeed}
            </code>
          </>
        ) : (
          <p className="proof-pending">{t("results.seedNotRevealed")}</p>
        )}

        <h3 className="results-card-title">{t("results.chain")}</h3>
        <p className="proof-hint">{t("results.chainHint", { index: proof.chainIndex })}</p>
        <code className="proof-hash">{proof.anchor}</code>
      </section>

      {drawn && (
        <section className="results-card">
          <Button block color="primary" shape="rounded" onClick={verify} loading={checking} data-testid="proof-verify">
            {t("results.verify")}
          </Button>
          {result && <VerifyOutcome result={result} />}
          <p className="proof-hint proof-method">{t("results.method")}</p>
        </section>
      )}
    </>
  );
}

function VerifyOutcome({ result }: { result: VerifyDrawResult }) {
  const { t } = useTranslation();
  const check = (passed: boolean | null, label: string) => (
    <li className={passed ? "check-pass" : "check-fail"}>
      <span aria-hidden="true">{passed ? "✓" : "✗"}</span> {label}
    </li>
  );
  return (
    <div className={`verify-outcome ${result.ok ? "verify-pass" : "verify-fail"}`} data-testid="proof-outcome" data-ok={String(result.ok)} role="status">
      <div className="verify-headline">{result.ok ? t("results.verifyPass") : t("results.verifyFail")}</div>
      <ul className="verify-checks">
        {check(result.checks.commitmentMatches, t("results.checkCommitment"))}
        {check(result.checks.digitsMatch, t("results.checkDigits"))}
        {check(result.checks.chainMatches, t("results.checkChain"))}
      </ul>
      {result.expectedDigits && <div className="verify-expected">{t("results.expectedDigits", { digits: result.expectedDigits.join(" ") })}</div>}
    </div>
  );
}
