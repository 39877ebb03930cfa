import { useState } from "react";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { verifyInclusion } from "../../../../src/domain/fairness/bets-root";
import { verifyDraw } from "../../../../src/domain/fairness/verify";
import { useErrorText } from "../../errors";
import { trpc, type RouterOutputs } from "../../trpc";

type BetProof = RouterOutputs["records"]["betProof"];
type Verdict = { kind: "ok" } | { kind: "failed"; reason: string } | { kind: "pending" } | { kind: "old"; ok: boolean; reason?: string };

/** Everything checked here, in the player's browser, from what the server published: nothing is taken on trust. */
function check(proof: BetProof, notIncluded: string): Verdict {
  const { round } = proof;
  if (round.revealedSeed === null || round.digits === null || round.commitment === null) return { kind: "pending" };
  const draw = verifyDraw({
    gameId: round.gameId,
    issue: round.issue,
    commitment: round.commitment,
    revealedSeed: round.revealedSeed,
    digits: round.digits,
    chainIndex: round.chainIndex,
    anchor: round.anchor,
    betsRoot: round.betsRoot,
  });
  if (round.drawScheme === 1) return { kind: "old", ok: draw.ok, ...(draw.reason ? { reason: draw.reason } : {}) };
  if (!draw.ok) return { kind: "failed", reason: draw.reason ?? "" };
  const inclusion = proof.inclusion;
  if (inclusion === null || inclusion.leaf.betId !== proof.betId || round.betsRoot === null || !verifyInclusion(inclusion.leaf, inclusion.steps, round.betsRoot)) {
    return { kind: "failed", reason: notIncluded };
  }
  return { kind: "ok" };
}

/**
 * The bet detail's fairness check: the player's bet is one of the leaves
 * hashed into the round's bets root (its inclusion proof), and the draw
 * follows from the committed seed, the chain's anchor and that root.
 */
export function BetFairness({ betId }: { betId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    setVerdict(null);
    try {
      const proof = await utils.client.records.betProof.query({ betId });
      // The chain check hashes the seed once per chain position: give the button a frame to show it is working.
      await new Promise((resolve) => window.setTimeout(resolve, 0));
      setVerdict(check(proof, t("records.fairNotIncluded")));
    } catch (error) {
      setVerdict({ kind: "failed", reason: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  let text: string | null = null;
  if (verdict?.kind === "ok") text = t("records.fairOk");
  else if (verdict?.kind === "failed") text = t("records.fairFailed", { reason: verdict.reason });
  else if (verdict?.kind === "pending") text = t("records.fairPending");
  else if (verdict?.kind === "old") text = verdict.ok ? t("records.fairOld") : t("records.fairFailed", { reason: verdict.reason ?? "" });
  const good = verdict?.kind === "ok" || (verdict?.kind === "old" && verdict.ok);

  return (
    <section className="detail-fair card" data-testid="bet-fairness">
      <div className="detail-section-title">{t("records.fairTitle")}</div>
      <Button size="small" color="primary" fill="outline" loading={busy} loadingText={t("records.fairChecking")} onClick={() => void run()} data-testid="bet-verify">
        {t("records.fairVerify")}
      </Button>
      {text !== null && (
        <p className={`detail-fair-result ${good ? "detail-fair-ok" : verdict?.kind === "pending" ? "" : "detail-fair-bad"}`} data-testid="bet-verify-result" data-verdict={verdict?.kind}>
          {good ? "✓ " : ""}
          {text}
        </p>
      )}
    </section>
  );
}
