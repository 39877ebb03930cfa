import type { Notice } from "../../src/domain/notifications/notice";
import { formatMoney, groupAmount } from "../../src/domain/money";
import type { Lang } from "./languages";

/**
 * The push notices' own texts (issue 39), in the language the player used when the browser subscribed.
 * Money words as everywhere (test/i18n/money-words): tw 儲值/提領, zh 充值/提现, jp 入金/出金, kor 입금/출금.
 * {amount} is grouped as the language reads it, {issue} is the round's number.
 */
const TEXTS: Readonly<Record<Lang, Readonly<Record<Notice["kind"], { readonly title: string; readonly body: string }>>>> = {
  en: {
    deposit_approved: { title: "Deposit approved", body: "Your deposit of {amount} was approved and is in your balance." },
    withdrawal_paid: { title: "Withdrawal paid", body: "Your withdrawal of {amount} was paid." },
    withdrawal_rejected: { title: "Withdrawal rejected", body: "Your withdrawal of {amount} was rejected; the money is back in your balance." },
    win: { title: "You won", body: "You won {amount} in round {issue}." },
    round_closing: { title: "Round closing", body: "Round {issue} closes in 30 s." },
  },
  tw: {
    deposit_approved: { title: "儲值已核准", body: "您的 {amount} 儲值已核准，已入帳到餘額。" },
    withdrawal_paid: { title: "提領已付款", body: "您的 {amount} 提領已付款。" },
    withdrawal_rejected: { title: "提領被拒絕", body: "您的 {amount} 提領被拒絕，款項已退回餘額。" },
    win: { title: "恭喜中獎", body: "您在第 {issue} 期贏得 {amount}。" },
    round_closing: { title: "即將封盤", body: "第 {issue} 期將在 30 秒後封盤。" },
  },
  zh: {
    deposit_approved: { title: "充值已批准", body: "您的 {amount} 充值已批准，已计入余额。" },
    withdrawal_paid: { title: "提现已付款", body: "您的 {amount} 提现已付款。" },
    withdrawal_rejected: { title: "提现被拒绝", body: "您的 {amount} 提现被拒绝，款项已退回余额。" },
    win: { title: "恭喜中奖", body: "您在第 {issue} 期赢得 {amount}。" },
    round_closing: { title: "即将封盘", body: "第 {issue} 期将在 30 秒后封盘。" },
  },
  jp: {
    deposit_approved: { title: "入金が承認されました", body: "{amount} の入金が承認され、残高に反映されました。" },
    withdrawal_paid: { title: "出金が完了しました", body: "{amount} の出金が支払われました。" },
    withdrawal_rejected: { title: "出金が却下されました", body: "{amount} の出金は却下され、残高に戻りました。" },
    win: { title: "当選しました", body: "第 {issue} 回で {amount} を獲得しました。" },
    round_closing: { title: "まもなく締切", body: "第 {issue} 回はあと 30 秒で締め切られます。" },
  },
  kor: {
    deposit_approved: { title: "입금 승인", body: "{amount} 입금이 승인되어 잔액에 반영되었습니다." },
    withdrawal_paid: { title: "출금 완료", body: "{amount} 출금이 지급되었습니다." },
    withdrawal_rejected: { title: "출금 거절", body: "{amount} 출금이 거절되어 잔액으로 돌아왔습니다." },
    win: { title: "당첨", body: "{issue} 회차에서 {amount}을(를) 획득했습니다." },
    round_closing: { title: "곧 마감", body: "{issue} 회차가 30초 후 마감됩니다." },
  },
};

/** What the service worker shows: the title, the text and the screen a tap opens. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  /** One notification per notice on the device: a repeat replaces, never stacks. */
  readonly tag: string;
}

export function pushMessage(notice: Notice, lang: Lang): PushMessage {
  const text = TEXTS[lang][notice.kind];
  const amountMinor = notice.kind === "win" ? notice.profitMinor : notice.kind === "round_closing" ? 0 : notice.amountMinor;
  const issue = notice.kind === "win" || notice.kind === "round_closing" ? notice.issue : "";
  const fill = (template: string) => template.replace("{amount}", groupAmount(formatMoney(amountMinor) as `${number}`, lang)).replace("{issue}", issue);
  return { title: text.title, body: fill(text.body), url: screenOf(notice), tag: tagOf(notice) };
}

/** The screen a tap on the notice opens. */
function screenOf(notice: Notice): string {
  switch (notice.kind) {
    case "deposit_approved":
    case "withdrawal_paid":
    case "withdrawal_rejected":
      return "/CapitalDetail";
    case "win":
      return "/BetRecord";
    case "round_closing":
      return `/betRoom?id=${notice.roomId}&game_id=${notice.gameId}`;
  }
}

const tagOf = (notice: Notice): string => `${notice.kind}:${notice.kind === "deposit_approved" ? notice.depositId : notice.kind === "win" || notice.kind === "round_closing" ? `${notice.gameId}:${notice.issue}` : notice.withdrawalId}`;
