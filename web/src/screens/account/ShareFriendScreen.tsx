import { Button } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { money } from "../../format/money";
import { useSession } from "../../session";
import { trpc, type RouterOutputs } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { formatTime } from "../records/dates";
import { RecordList } from "../records/RecordList";
import { usePagedList } from "../../hooks/usePagedList";
import { teamHasMore } from "./teamPaging";
import { InviteLinkCard } from "./InviteLinkCard";
import { CommissionPanel } from "./CommissionPanel";
import "../records/records.css";
import "./account.css";

type TeamMember = RouterOutputs["team"]["members"]["items"][number];

/** SPEC section 9: the team list comes 20 at a time. */
const TEAM_PAGE_SIZE = 20;
/** SPEC section 6: only agents (group 3) have a team. */
const AGENT_GROUP = 3;

function TeamList({ inviteCode }: { inviteCode: number | null }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const list = usePagedList<TeamMember>(["team", "members"], async (page) => {
    const { items, total } = await utils.client.team.members.query({ page, pageSize: TEAM_PAGE_SIZE });
    return { items, total, hasMore: teamHasMore(page, TEAM_PAGE_SIZE, items.length, total) };
  });
  // The period's live statement: the panel shows it, and each member's row its turnover and contribution (issue 40).
  const live = trpc.team.commission.useQuery({ periodKey: null });
  const memberLines = new Map((live.data?.lines ?? []).filter((line) => line.level === 1).map((line) => [line.playerId, line]));
  return (
    <>
      <section className="team-summary card">
        <div>
          <div className="team-summary-label">{t("account.teamSize")}</div>
          <div className="team-summary-value" data-testid="team-total">
            {list.total ?? "-"}
          </div>
        </div>
        {inviteCode !== null && (
          <div>
            <div className="team-summary-label">{t("account.inviteCode")}</div>
            <div className="team-summary-value" data-testid="team-invite-code">
              {inviteCode}
            </div>
          </div>
        )}
      </section>
      <InviteLinkCard />
      <CommissionPanel live={live.data} />
      <RecordList list={list} testId="team">
        {(member) => (
          <div key={member.id} className="record-card team-member" data-testid="team-member">
            <div className="record-card-head">
              <span className="record-card-title" data-testid="team-member-name">
                {member.username}
              </span>
              <span className="record-amount" data-testid="team-member-money">
                {money(member.moneyMinor)}
              </span>
            </div>
            <div className="record-row">
              <span className="record-row-label">{t("account.memberId")}</span>
              <span className="record-row-value">{member.id}</span>
            </div>
            <div className="record-row">
              <span className="record-row-label">{t("account.joinedAt")}</span>
              <span className="record-row-value">{formatTime(member.createdAtMs)}</span>
            </div>
            <div className="record-row">
              <span className="record-row-label">{t("agentTeam.memberTurnover")}</span>
              <span className="record-row-value" data-testid="team-member-turnover">
                {money(memberLines.get(member.id)?.stakesMinor ?? 0)}
              </span>
            </div>
            <div className="record-row">
              <span className="record-row-label">{t("agentTeam.memberContribution")}</span>
              <span className="record-row-value" data-testid="team-member-contribution">
                {money(memberLines.get(member.id)?.contributionMinor ?? 0)}
              </span>
            </div>
          </div>
        )}
      </RecordList>
    </>
  );
}

/** SPEC section 2, /shareFriend: an agent's team, a page of 20 at a time; anyone else is told it is for agents. */
export default function ShareFriendScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const navigate = useNavigate();
  const session = useSession();
  const user = session.data;

  return (
    <div className="account-page" data-testid="share-friend">
      <NavBar onBack={back} className="page-navbar">
        {t("account.teamTitle")}
      </NavBar>
      {!user ? (
        <PageLoading />
      ) : user.groupId === AGENT_GROUP ? (
        <TeamList inviteCode={user.inviteCode} />
      ) : (
        <div data-testid="team-refused">
          <StatusBlock kind="empty" className="status-block-page" title={t("account.teamAgentsOnly")} description={t("account.teamAgentsOnlyHint")}>
            <Button color="primary" shape="rounded" onClick={() => void navigate("/personal", { replace: true })}>
              {t("account.backToAccount")}
            </Button>
          </StatusBlock>
        </div>
      )}
    </div>
  );
}
