import { useState, type ReactNode } from "react";
import { Button, List, PullToRefresh, Skeleton, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ChevronRightIcon, EyeIcon, EyeOffIcon, GiftIcon, LockIcon, ShieldIcon, SoundIcon, UserIcon, WalletIcon } from "../../components/icons";
import { StatusBlock } from "../../components/StatusBlock";
import { money } from "../../format/money";
import { useSignOut } from "../../session";
import { trpc } from "../../trpc";
import { useAvatarChoice } from "../account/avatarChoice";
import { AvatarPicture } from "../account/AvatarPicture";
import { LastSignIn } from "../auth/LastSignIn";
import { RewardsCards } from "../rewards/RewardsCards";
import "./personal.css";

/** SPEC section 6: agents are group 3; only they hand out an invite code and have a team. */
const AGENT_GROUP = 3;
const HIDDEN = "****";

interface Entry {
  readonly key: string;
  readonly title: string;
  readonly to: string;
  readonly icon: ReactNode;
}

/**
 * SPEC section 2, /personal: the account (username, total assets that can be
 * hidden, frozen amount, invite code for agents), the entries, logout. Pull to
 * refresh reloads the profile. An entry whose screen is not built yet is shown
 * disabled (no navigation) until its route exists.
 */
export default function PersonalScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = trpc.account.profile.useQuery();
  const { signOut, pending } = useSignOut();
  const [hidden, setHidden] = useState(false);
  const user = profile.data;
  // The avatar chosen on /baseinfo or /defaultAvatar, kept on this device.
  const [avatar] = useAvatarChoice(user?.id ?? null);
  const agent = user?.groupId === AGENT_GROUP;

  const logout = async () => {
    await signOut();
    navigate("/login", { replace: true });
  };

  const entries: readonly Entry[] = user
    ? [
        { key: "deposit", title: t("personal.deposit"), to: `/Recharge?group_id=${user.groupId}&username=${encodeURIComponent(user.username)}`, icon: <WalletIcon /> },
        { key: "withdraw", title: t("personal.withdraw"), to: `/Withdraw?group_id=${user.groupId}`, icon: <WalletIcon /> },
        { key: "fundDetails", title: t("personal.fundDetails"), to: "/CapitalDetail", icon: <WalletIcon /> },
        { key: "betHistory", title: t("personal.betHistory"), to: "/BetRecord", icon: <GiftIcon /> },
        { key: "messages", title: t("personal.messages"), to: "/Notice", icon: <GiftIcon /> },
        ...(agent ? [{ key: "team", title: t("personal.myTeam"), to: "/shareFriend", icon: <UserIcon /> }] : []),
        { key: "protection", title: t("protection.entry"), to: "/protection", icon: <ShieldIcon /> },
        { key: "statement", title: t("protection.statementEntry"), to: "/statement", icon: <WalletIcon /> },
        { key: "notifications", title: t("notifications.entry"), to: "/notifications", icon: <SoundIcon /> },
        { key: "changePassword", title: t("personal.changePassword"), to: "/changePassword", icon: <LockIcon /> },
        { key: "securityCode", title: t("personal.securityCode"), to: "/setSecurityCode?isTrue=false", icon: <ShieldIcon /> },
        { key: "about", title: t("personal.about"), to: "/about", icon: <UserIcon /> },
      ]
    : [];

  return (
    <div className="personal-page" data-testid="personal">
      <PullToRefresh
        onRefresh={async () => {
          await profile.refetch();
        }}
      >
        <header className="personal-header">
          <div className="personal-header-bar">
            <span className="personal-title">{t("personal.title")}</span>
            <button type="button" className="personal-chip" onClick={() => navigate("/setting?type=1")} data-testid="personal-settings">
              {t("personal.settings")}
            </button>
          </div>
          {profile.isPending ? (
            <Skeleton.Paragraph lineCount={3} animated className="personal-skeleton" />
          ) : user ? (
            <>
              <div className="personal-account">
                {avatar ? (
                  <AvatarPicture choice={avatar} name={user.username} className="personal-avatar" />
                ) : (
                  <div className="personal-avatar" aria-hidden="true">
                    {user.username.slice(0, 1).toUpperCase()}
                  </div>
                )}
                <div className="personal-account-names">
                  <div className="personal-username" data-testid="personal-username">
                    {user.username}
                  </div>
                  {user.nickname !== "" && (
                    <div className="personal-nickname" data-testid="personal-nickname">
                      {user.nickname}
                    </div>
                  )}
                  <LastSignIn className="personal-last-sign-in" />
                  {agent && user.inviteCode !== null && (
                    <div className="personal-invite">
                      {t("personal.inviteCode")}: <span data-testid="personal-invite-code">{user.inviteCode}</span>
                    </div>
                  )}
                </div>
                {/* SPEC section 2: an arrow opens /baseinfo with query name, nickname, mobile. */}
                <button
                  type="button"
                  className="personal-baseinfo"
                  aria-label={t("account.editProfile")}
                  onClick={() =>
                    navigate(`/baseinfo?${new URLSearchParams({ name: user.username, nickname: user.nickname, mobile: user.mobile }).toString()}`)
                  }
                  data-testid="personal-baseinfo"
                >
                  <ChevronRightIcon />
                </button>
              </div>
              <div className="personal-money">
                <div className="personal-money-item">
                  <div className="personal-money-label">
                    {t("personal.totalAssets")}
                    <button
                      type="button"
                      className="personal-eye"
                      onClick={() => setHidden((h) => !h)}
                      aria-label={hidden ? t("personal.showAssets") : t("personal.hideAssets")}
                      data-testid="personal-assets-toggle"
                    >
                      {hidden ? <EyeOffIcon /> : <EyeIcon />}
                    </button>
                  </div>
                  <div className="personal-money-value" data-testid="personal-assets">
                    {hidden ? HIDDEN : money(user.moneyMinor)}
                  </div>
                </div>
                <div className="personal-money-item">
                  <div className="personal-money-label">{t("personal.frozen")}</div>
                  <div className="personal-money-value" data-testid="personal-frozen">
                    {hidden ? HIDDEN : money(user.lockedMinor)}
                  </div>
                </div>
              </div>
            </>
          ) : (
            <StatusBlock kind="offline" title={t("common.loadFailed")} description={t("common.networkError")}>
              <Button color="primary" shape="rounded" onClick={() => void profile.refetch()}>
                {t("common.retry")}
              </Button>
            </StatusBlock>
          )}
        </header>

        {/* The rolling rebate and the VIP level (issue 40). */}
        {user && <RewardsCards />}

        {user && (
          <List className="personal-list" data-testid="personal-entries">
            {entries.map((entry) => (
              <List.Item
                key={entry.key}
                prefix={<span className="personal-entry-icon">{entry.icon}</span>}
                onClick={() => void navigate(entry.to)}
                data-testid={`personal-entry-${entry.key}`}
              >
                {entry.title}
              </List.Item>
            ))}
          </List>
        )}

        {user && (
          <div className="personal-logout">
            <Button
              block
              shape="rounded"
              color="danger"
              fill="outline"
              loading={pending}
              onClick={() => void logout().catch(() => Toast.show({ content: t("common.unknownError") }))}
              data-testid="personal-logout"
            >
              {t("personal.logout")}
            </Button>
          </div>
        )}
      </PullToRefresh>
    </div>
  );
}
