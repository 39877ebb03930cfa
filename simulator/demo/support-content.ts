import type { AppDeps } from "../../src/application/deps";
import { saveQuickReply } from "../../src/application/support/save-quick-reply";
import { saveSupportArticle } from "../../src/application/support/save-support-article";
import type { ErrorCode, Result } from "../../src/domain/errors";

type Lang = "zh" | "tw" | "en" | "jp" | "kor";
type PerLanguage = Readonly<Record<Lang, string>>;

/** The demo desk's quick replies: the same three shortcuts in every language, so "/greet" then Tab works whoever writes. */
const DEMO_QUICK_REPLIES: readonly { readonly shortcut: string; readonly title: PerLanguage; readonly text: PerLanguage }[] = [
  {
    shortcut: "greet",
    title: { zh: "问候", tw: "問候", en: "Greeting", jp: "挨拶", kor: "인사" },
    text: {
      zh: "您好！我是在线客服，请问有什么可以帮您？",
      tw: "您好！我是線上客服，請問有什麼可以幫您？",
      en: "Hello! This is customer service. How can I help you today?",
      jp: "こんにちは。カスタマーサービスです。どのようなご用件でしょうか？",
      kor: "안녕하세요! 고객센터입니다. 무엇을 도와드릴까요?",
    },
  },
  {
    shortcut: "deposit",
    title: { zh: "充值核对中", tw: "儲值核對中", en: "Deposit being checked", jp: "入金確認中", kor: "입금 확인 중" },
    text: {
      zh: "我们正在核对您的充值，通常 10 分钟内到账。请提供充值单号，以便我们加快处理。",
      tw: "我們正在核對您的儲值，通常 10 分鐘內到帳。請提供儲值單號，以便我們加快處理。",
      en: "We are checking your deposit; it usually arrives within 10 minutes. Please send us its reference so we can speed it up.",
      jp: "ただいま入金を確認しています。通常 10 分以内に反映されます。お急ぎの場合は入金番号をお知らせください。",
      kor: "입금을 확인하고 있습니다. 보통 10분 안에 반영됩니다. 빠른 처리를 위해 입금 번호를 알려 주세요.",
    },
  },
  {
    shortcut: "bye",
    title: { zh: "结束语", tw: "結束語", en: "Closing", jp: "締めの挨拶", kor: "마무리 인사" },
    text: {
      zh: "感谢您的耐心等待，还有其他问题吗？祝您愉快！",
      tw: "感謝您的耐心等候，還有其他問題嗎？祝您愉快！",
      en: "Thank you for your patience. Is there anything else I can help with? Have a nice day!",
      jp: "お待ちいただきありがとうございました。ほかにご不明な点はございますか？良い一日を！",
      kor: "기다려 주셔서 감사합니다. 더 궁금한 점이 있으신가요? 좋은 하루 되세요!",
    },
  },
];

/** The demo's knowledge base: three questions players ask, in five languages, shown on the FAQ page. */
const DEMO_ARTICLES: readonly { readonly title: PerLanguage; readonly body: PerLanguage }[] = [
  {
    title: { zh: "充值多久到账？", tw: "儲值多久到帳？", en: "How long does a deposit take?", jp: "入金はどのくらいで反映されますか？", kor: "입금은 얼마나 걸리나요?" },
    body: {
      zh: "提交充值后，客服核对到账即为您入账，通常在 10 分钟内。\n超过 30 分钟仍未到账，请在在线客服中提供充值单号。",
      tw: "提交儲值後，客服核對到帳即為您入帳，通常在 10 分鐘內。\n超過 30 分鐘仍未到帳，請在線上客服中提供儲值單號。",
      en: "Once you submit a deposit, it is credited as soon as staff see the payment arrive, usually within 10 minutes.\nIf it has not arrived after 30 minutes, send its reference in the online chat.",
      jp: "入金を申請すると、スタッフが着金を確認しだい反映されます。通常は 10 分以内です。\n30 分を過ぎても反映されない場合は、オンラインチャットで入金番号をお知らせください。",
      kor: "입금을 신청하면 상담원이 입금을 확인하는 즉시 반영되며, 보통 10분 이내입니다.\n30분이 지나도 반영되지 않으면 온라인 상담에서 입금 번호를 알려 주세요.",
    },
  },
  {
    title: { zh: "为什么提现需要审核？", tw: "為什麼提領需要審核？", en: "Why is a withdrawal reviewed?", jp: "出金に審査があるのはなぜですか？", kor: "출금은 왜 심사하나요?" },
    body: {
      zh: "每笔提现都由客服人工审核，以保护您的资金安全。审核通过后款项会转到您绑定的账户；若被驳回，金额会退回余额并附上原因。",
      tw: "每筆提領都由客服人工審核，以保護您的資金安全。審核通過後款項會轉到您綁定的帳戶；若被駁回，金額會退回餘額並附上原因。",
      en: "Every withdrawal is checked by a member of staff to keep your money safe. Once approved it is paid to the account you registered; if it is rejected, the amount returns to your balance with the reason.",
      jp: "お客様の資金を守るため、出金はすべてスタッフが確認します。承認されると登録口座へ送金され、却下された場合は理由とともに残高へ戻ります。",
      kor: "고객님의 자금을 안전하게 지키기 위해 모든 출금은 상담원이 확인합니다. 승인되면 등록하신 계좌로 송금되고, 거절되면 사유와 함께 잔액으로 돌아갑니다.",
    },
  },
  {
    title: { zh: "非客服时间可以留言吗？", tw: "非客服時間可以留言嗎？", en: "Can I write outside support hours?", jp: "受付時間外でもメッセージを送れますか？", kor: "상담 시간 외에도 메시지를 보낼 수 있나요?" },
    body: {
      zh: "可以，随时都能留言。您会立即收到自动回复，客服人员会在上方所示的客服时间内依序回复您。",
      tw: "可以，隨時都能留言。您會立即收到自動回覆，客服人員會在上方所示的客服時間內依序回覆您。",
      en: "Yes, write to us at any time. You get an automatic reply at once, and staff answer in turn during the support hours shown above.",
      jp: "はい、いつでも送れます。すぐに自動返信が届き、上に表示された受付時間内にスタッフが順番にお返事します。",
      kor: "네, 언제든지 보내실 수 있습니다. 바로 자동 답변이 가고, 위에 표시된 상담 시간에 상담원이 순서대로 답변드립니다.",
    },
  },
];

const must = <T>(what: string, result: Result<T, ErrorCode>): T => {
  if (!result.ok) throw new Error(`demo seed: ${what} refused with ${result.error.code}`);
  return result.value;
};

/** Writes the demo desk's quick replies and FAQ articles through the operator's own use cases (audit lines included). */
export async function seedSupportContent(deps: AppDeps, operatorId: number): Promise<void> {
  for (const reply of DEMO_QUICK_REPLIES) {
    for (const lang of ["zh", "tw", "en", "jp", "kor"] as const) {
      must(`quick reply ${lang}/${reply.shortcut}`, await saveQuickReply(deps, { operatorId, id: null, lang, shortcut: reply.shortcut, title: reply.title[lang], text: reply.text[lang] }));
    }
  }
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    must("FAQ article", await saveSupportArticle(deps, { operatorId, id: null, title: article.title, body: article.body, sortOrder: index + 1, published: true }));
  }
}
