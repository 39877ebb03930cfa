import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** The audit trail's stable action names (src/domain/operations/audit.ts) in the reader's language; an unknown one as it is. */
export function useAuditActionText(): (action: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (action: string) => {
      switch (action) {
        case "deposit.approve":
          return t("admin.audit.depositApprove");
        case "deposit.reject":
          return t("admin.audit.depositReject");
        case "withdrawal.approve":
          return t("admin.audit.withdrawalApprove");
        case "withdrawal.reject":
          return t("admin.audit.withdrawalReject");
        case "deposit.firstApproval":
          return t("admin.approvals.auditFirstDeposit");
        case "withdrawal.firstApproval":
          return t("admin.approvals.auditFirstWithdrawal");
        case "funds.gift":
          return t("admin.audit.fundsGift");
        case "funds.adjust":
          return t("admin.audit.fundsAdjust");
        case "funds.freeze":
          return t("admin.audit.fundsFreeze");
        case "funds.unfreeze":
          return t("admin.audit.fundsUnfreeze");
        case "player.ban":
          return t("admin.audit.playerBan");
        case "player.resetPassword":
          return t("admin.audit.playerResetPassword");
        case "player.flagOppositeBets":
          return t("admin.audit.playerFlagOppositeBets");
        case "account.resetLinkIssued":
          return t("admin.resetLink.auditIssued");
        case "account.passwordResetByLink":
          return t("admin.resetLink.auditUsed");
        case "game.save":
          return t("admin.audit.gameSave");
        case "room.save":
          return t("admin.audit.roomSave");
        case "odds.schedule":
          return t("admin.audit.oddsSchedule");
        case "schedule.set":
          return t("admin.audit.scheduleSet");
        case "banner.save":
          return t("admin.audit.bannerSave");
        case "banner.delete":
          return t("admin.audit.bannerDelete");
        case "setting.save":
          return t("admin.audit.settingSave");
        case "article.save":
          return t("admin.audit.articleSave");
        case "article.delete":
          return t("admin.audit.articleDelete");
        case "announcement.create":
          return t("admin.audit.announcementCreate");
        case "message.send":
          return t("admin.audit.messageSend");
        case "operator.create":
          return t("admin.audit.operatorCreate");
        case "depositChannel.save":
          return t("admin.audit.depositChannelSave");
        case "protection.setLimit":
          return t("admin.protection.auditSetLimit");
        case "protection.cancelPending":
          return t("admin.protection.auditCancelPending");
        case "protection.timeOut":
          return t("admin.protection.auditTimeOut");
        case "protection.selfExclude":
          return t("admin.protection.auditSelfExclude");
        case "protection.realityCheck":
          return t("admin.protection.auditRealityCheck");
        case "protection.extendBreak":
          return t("admin.protection.auditExtendBreak");
        case "list.export":
          return t("admin.lists.auditExport");
        case "support.assign":
          return t("admin.inbox.auditAssign");
        case "support.close":
          return t("admin.inbox.auditClose");
        case "support.reopen":
          return t("admin.inbox.auditReopen");
        case "support.mute":
          return t("admin.inbox.auditMute");
        case "support.quickReply.save":
          return t("admin.supportContent.auditQuickReplySave");
        case "support.quickReply.remove":
          return t("admin.supportContent.auditQuickReplyRemove");
        case "support.article.save":
          return t("admin.supportContent.auditArticleSave");
        case "support.article.remove":
          return t("admin.supportContent.auditArticleRemove");
        case "support.settings":
          return t("admin.supportContent.auditSettings");
        case "growth.settings":
          return t("admin.growth.auditSettings");
        case "growth.agentRate":
          return t("admin.growth.auditAgentRate");
        case "promotion.save":
          return t("admin.growth.auditPromotionSave");
        case "promotion.status":
          return t("admin.growth.auditPromotionStatus");
        case "risk.settings":
          return t("admin.risk.auditSettings");
        case "risk.exposure_cap":
          return t("admin.risk.auditExposureCap");
        default:
          return action;
      }
    },
    [t],
  );
}
