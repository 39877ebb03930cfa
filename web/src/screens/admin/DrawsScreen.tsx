import { useCallback, useState } from "react";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { verifyDraw, type VerifyDrawResult } from "../../../../src/domain/fairness/verify";
import { trpc } from "../../trpc";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { ConsoleSheet } from "./ConsoleSheet";
import { useConsoleToday } from "./console-day";
import { formatMoment } from "./format";
import { GamePicker } from "./GamePicker";
import { QueryState } from "./QueryState";
import { TableScroll } from "./TableScroll";
import { VoidRoundSheet } from "./risk/VoidRoundSheet";
import { voidReasonText } from "../../format/void-reason";

/** A round an operator may still void: not settled, not void already (the server checks again). */
const VOIDABLE = new Set(["open", "closed", "drawn"]);

const short = (hash: string | null): string => (hash === null ? "-" : `${hash.slice(0, 10)}…${hash.slice(-6)}`);

/**
 * /admin/draws: every round of a sales day of a game with its commitment,
 * revealed seed, digits and the server's verification; one round's full proof
 * is recomputed here in the browser, chain back to its anchor included.
 */
export default function DrawsScreen() {
  const { t, i18n } = useTranslation();
  const { today, ready } = useConsoleToday();
  const [voiding, setVoiding] = useState<string | null>(null);
  const closeVoid = useCallback(() => setVoiding(null), []);
  const [gameId, setGameId] = useState<number | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const closeProof = useCallback(() => setOpen(null), []);
  const games = trpc.admin.games.overview.useQuery(undefined, { staleTime: 60_000 });
  const game = gameId ?? games.data?.games[0]?.id ?? null;
  const salesDay = day ?? today;
  const draws = trpc.admin.reports.draws.useQuery({ gameId: game ?? 0, day: salesDay }, { enabled: ready && game !== null });
  // Newest first: the round an operator asks about is usually a recent one.
  const lines = [...(draws.data ?? [])].reverse();
  const failed = lines.filter((line) => line.verification === "failed").length;
  const verified = lines.filter((line) => line.verification === "verified").length;

  return (
    <ConsoleLayout title={t("admin.nav.draws")} testId="console-draws">
      <Panel>
        <div className="console-toolbar">
          <GamePicker value={game} onChange={setGameId} allowAll={false} />
          <input type="date" className="console-input console-date" value={salesDay} min="2018-01-01" max={today} onChange={(e) => setDay(e.target.value || salesDay)} aria-label={t("admin.reports.day")} />
        </div>
        {draws.data && (
          <p className={failed > 0 ? "console-bad" : "console-muted"} data-testid="draws-summary">
            {t("admin.draws.summary", { verified, failed, total: lines.length })}
          </p>
        )}
      </Panel>
      <Panel>
        <QueryState query={draws} empty={lines.length === 0}>
          <TableScroll label={t("admin.nav.draws")}>
            <table className="console-table" data-testid="draws-table">
              <thead>
                <tr>
                  <th>{t("admin.bets.issue")}</th>
                  <th>{t("admin.draws.drawTime")}</th>
                  <th>{t("admin.bets.result")}</th>
                  <th>{t("admin.draws.verification")}</th>
                  <th>{t("admin.draws.commitment")}</th>
                  <th>{t("admin.draws.seed")}</th>
                  <th>{t("admin.draws.proof")}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.issue} data-testid="draw-line" data-verification={line.verification}>
                    <td>{line.issue}</td>
                    <td>{formatMoment(line.drawAtMs)}</td>
                    <td>{line.digits ? `${line.digits.join(" ")} = ${line.digits.reduce((a, b) => a + b, 0)}` : "-"}</td>
                    {line.voided ? (
                      <td className="console-bad console-wrap" data-testid="draw-voided">
                        {t("admin.risk.voided")}
                        <div className="console-muted">{voidReasonText(line.voided, i18n.language, t("admin.risk.voidedAuto"))}</div>
                      </td>
                    ) : (
                      <td className={line.verification === "verified" ? "console-good" : line.verification === "failed" ? "console-bad" : "console-muted"}>
                        {line.verification === "verified" ? t("admin.draws.verified") : line.verification === "failed" ? t("admin.draws.failed") : t("admin.draws.pending")}
                        {line.reason && <div className="console-muted">{line.reason}</div>}
                      </td>
                    )}
                    <td className="console-hash">{short(line.commitment)}</td>
                    <td className="console-hash">{short(line.revealedSeed)}</td>
                    <td>
                      <Button size="mini" onClick={() => setOpen(line.issue)} data-testid="draw-proof-open">
                        {t("admin.draws.proof")}
                      </Button>
                      {VOIDABLE.has(line.status) && (
                        <Button size="mini" color="danger" fill="outline" onClick={() => setVoiding(line.issue)} data-testid="draw-void-open">
                          {t("admin.risk.voidAction")}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </QueryState>
      </Panel>
      {game !== null && <ChainsPanel gameId={game} />}
      <ConsoleSheet open={voiding !== null} onClose={closeVoid} label={t("admin.risk.voidTitle", { issue: voiding ?? "" })}>
        {voiding !== null && game !== null && <VoidRoundSheet gameId={game} issue={voiding} onDone={closeVoid} />}
      </ConsoleSheet>
      <ConsoleSheet open={open !== null} onClose={closeProof} label={t("admin.draws.proofTitle", { issue: open ?? "" })}>
        {open !== null && game !== null && <ProofSheet gameId={game} issue={open} onClose={closeProof} />}
      </ConsoleSheet>
    </ConsoleLayout>
  );
}

/** The game's seed chains: each anchor was public before the chain's first round was sold, so no chain can be swapped quietly. */
function ChainsPanel({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const chains = trpc.admin.reports.chains.useQuery({ gameId });
  return (
    <Panel title={t("admin.draws.chains")}>
      <p className="console-muted">{t("admin.draws.chainsNote")}</p>
      <QueryState query={chains} empty={(chains.data ?? []).length === 0}>
        <TableScroll label={t("admin.draws.chains")}>
          <table className="console-table" data-testid="chains-table">
            <thead>
              <tr>
                <th>#</th>
                <th>{t("admin.draws.anchor")}</th>
                <th>{t("admin.draws.chainLength")}</th>
                <th>{t("admin.draws.chainCreated")}</th>
              </tr>
            </thead>
            <tbody>
              {[...(chains.data ?? [])].reverse().map((chain) => (
                <tr key={chain.id} data-testid="chain-line">
                  <td>{chain.id}</td>
                  <td className="console-hash" title={chain.anchor}>
                    {short(chain.anchor)}
                  </td>
                  <td>{chain.length}</td>
                  <td>{formatMoment(chain.createdAtMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </QueryState>
    </Panel>
  );
}

function ProofSheet({ gameId, issue, onClose }: { gameId: number; issue: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const proof = trpc.admin.reports.drawProof.useQuery({ gameId, issue });
  const [local, setLocal] = useState<VerifyDrawResult | null>(null);
  const data = proof.data;
  const check = (ok: boolean | null | undefined) =>
    ok === null || ok === undefined ? <span className="console-muted">-</span> : ok ? <span className="console-good">✓</span> : <span className="console-bad">✗</span>;

  const recompute = () => {
    if (!data?.revealedSeed || !data.digits || !data.commitment) return;
    setLocal(
      verifyDraw({ gameId, issue, commitment: data.commitment, revealedSeed: data.revealedSeed, digits: data.digits, chainIndex: data.chainIndex, anchor: data.anchor, betsRoot: data.betsRoot }),
    );
  };

  return (
    <div className="console-odds" data-testid="draw-proof">
      <div className="console-panel-head">
        <h2 className="console-panel-title">{t("admin.draws.proofTitle", { issue })}</h2>
        <Button size="mini" onClick={onClose}>
          {t("admin.common.close")}
        </Button>
      </div>
      <QueryState query={proof} empty={false}>
        {data && (
          <>
            <dl className="console-fields">
              <dt>{t("admin.draws.drawTime")}</dt>
              <dd>{formatMoment(data.drawAtMs)}</dd>
              <dt>{t("admin.bets.result")}</dt>
              <dd>
                {data.voided
                  ? `${t("admin.risk.voided")}: ${voidReasonText(data.voided, i18n.language, t("admin.risk.voidedAuto"))}`
                  : data.digits
                    ? `${data.digits.join(" ")} = ${data.digits.reduce((a, b) => a + b, 0)}`
                    : t("admin.draws.pending")}
              </dd>
              <dt>{t("admin.draws.commitment")}</dt>
              <dd className="console-hash">{data.commitment ?? "-"}</dd>
              <dt>{t("admin.draws.seed")}</dt>
              <dd className="console-hash">{data.revealedSeed ?? "-"}</dd>
              <dt>{t("admin.draws.chainIndex")}</dt>
              <dd>{data.chainIndex}</dd>
              <dt>{t("admin.draws.anchor")}</dt>
              <dd className="console-hash">{data.anchor}</dd>
            </dl>
            {data.verification && (
              <table className="console-table">
                <thead>
                  <tr>
                    <th />
                    <th>{t("admin.draws.byServer")}</th>
                    <th>{t("admin.draws.byBrowser")}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>{t("admin.draws.commitmentCheck")}</td>
                    <td>{check(data.verification.checks.commitmentMatches)}</td>
                    <td>{check(local?.checks.commitmentMatches)}</td>
                  </tr>
                  <tr>
                    <td>{t("admin.draws.digitsCheck")}</td>
                    <td>{check(data.verification.checks.digitsMatch)}</td>
                    <td>{check(local?.checks.digitsMatch)}</td>
                  </tr>
                  <tr>
                    <td>{t("admin.draws.chainCheck")}</td>
                    <td>{check(data.verification.checks.chainMatches)}</td>
                    <td>{check(local?.checks.chainMatches)}</td>
                  </tr>
                </tbody>
              </table>
            )}
            <Button color="primary" size="small" disabled={!data.revealedSeed} onClick={recompute} data-testid="draw-recompute">
              {t("admin.draws.recompute")}
            </Button>
            {local && (
              <p className={local.ok ? "console-good" : "console-bad"} data-testid="draw-recompute-result">
                {local.ok ? t("admin.draws.browserOk") : t("admin.draws.browserFailed", { reason: local.reason ?? "" })}
              </p>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
