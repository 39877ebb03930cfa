import type { ContentBundle, LanguageContent } from "../../src/application/content/install-content";
import type { ScheduleConfig } from "../../src/domain/rounds/schedule";
import type { Lang } from "../../web/src/i18n/languages";
import { scheduleNotice } from "./schedule-notice";
import { DEMO_TERMS } from "./terms";

/** A banner drawn as an SVG data URL: language-neutral pictures (digits, a clock, a seal), no text to translate. */
function banner(from: string, to: string, picture: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" rx="24" fill="url(#g)"/>${picture}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

const ball = (x: number, digit: string, colour: string) =>
  `<circle cx="${x}" cy="150" r="56" fill="#fff" opacity=".95"/><text x="${x}" y="172" font-family="Arial,sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="${colour}">${digit}</text>`;

const BANNERS = [
  banner("#ff7a45", "#d4380d", `${ball(120, "3", "#d4380d")}<text x="213" y="170" font-size="56" fill="#fff" font-family="Arial">+</text>${ball(305, "5", "#d4380d")}<text x="398" y="170" font-size="56" fill="#fff" font-family="Arial">+</text>${ball(490, "9", "#d4380d")}<text x="570" y="172" font-size="56" fill="#fff" font-family="Arial" font-weight="700">=17</text>`),
  banner("#2f54eb", "#10239e", `<circle cx="375" cy="150" r="100" fill="none" stroke="#fff" stroke-width="14"/><line x1="375" y1="150" x2="375" y2="80" stroke="#fff" stroke-width="12" stroke-linecap="round"/><line x1="375" y1="150" x2="430" y2="170" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`),
  banner("#13c2c2", "#006d75", `<path d="M375 50 l100 40 v70 c0 60 -45 95 -100 115 c-55 -20 -100 -55 -100 -115 v-70 z" fill="#fff" opacity=".95"/><path d="M330 160 l30 30 l60 -70" fill="none" stroke="#006d75" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/><text x="560" y="165" font-size="40" fill="#fff" font-family="monospace">SHA-256</text>`),
];

const verifySteps = (lines: [string, string, string, string]) => `<ol><li>${lines[0]}</li><li>${lines[1]}</li><li>${lines[2]}</li><li>${lines[3]}</li></ol>`;

/** Each language's content; the notice here is what follows the schedule's sentence (demoContent puts that first). */
const LANGUAGES: Record<Lang, LanguageContent> = {
  en: {
    notice: "Every draw can be verified: open a draw and tap Verify. Play responsibly; 18+ only.",
    tabs: [
      {
        title: "Guides",
        articles: [
          { title: "How to play", top: true, html: "<p>Each round draws three digits from 0 to 9. You bet on their <b>sum</b> (0-27): big (14-27), small (0-13), single (odd), double (even), their combinations, the extremes (0-5 and 22-27), or one exact sum.</p><p>Betting closes shortly before each draw: the room counts down to it. Winning bets are paid stake x odds as soon as the round is settled.</p>" },
          { title: "Deposits and withdrawals", top: false, html: "<p>Deposits are credited after review. Withdrawals need a payout method, your 6-digit security code and a turnover of 1x the day's deposits (reset at 00:00). The minimum for both is 100.</p>" },
        ],
      },
      {
        title: "Fair play",
        articles: [
          { title: "How every draw is verified", top: true, html: `<p>Before a round opens we publish a commitment: the SHA-256 hash of a secret seed. After betting closes the digits are computed from that seed, and the seed is revealed.</p>${verifySteps(["Hash the revealed seed with SHA-256: it must equal the commitment.", "Compute HMAC-SHA256(seed, game id + ':' + issue).", "Skip bytes of 250 or more; the first three bytes left, each mod 10, are the digits.", "Each revealed seed is also the next round's commitment, so no seed can be swapped."])}` },
          { title: "Play responsibly", top: false, html: "<p>Only play with money you can afford to lose. Take breaks, and contact customer service (12:00-23:30) if you want your account limited or closed.</p>" },
        ],
      },
    ],
    announcements: [{ title: "Welcome", content: "Our draws are provably fair: each one can be checked by anyone from its revealed seed." }],
  },
  zh: {
    notice: "每期开奖都可验证：打开开奖记录并点击“验证”。理性娱乐，未满18岁禁止参与。",
    tabs: [
      {
        title: "新手指南",
        articles: [
          { title: "玩法说明", top: true, html: "<p>每期开出三个0-9的数字，按<b>和值</b>（0-27）投注：大（14-27）、小（0-13）、单、双、大单、大双、小单、小双、极小（0-5）、极大（22-27）或单个和值。</p><p>开奖前不久停止投注（房间内有倒计时），结算后按本金×赔率派彩。</p>" },
          { title: "充值与提现", top: false, html: "<p>充值经审核后到账。提现需绑定收款方式、输入6位安全码，且当日流水达到当日充值的1倍（00:00重置）。单笔最低100。</p>" },
        ],
      },
      {
        title: "公平公正",
        articles: [
          { title: "如何验证每一期开奖", top: true, html: `<p>每期开盘前公布承诺值：秘密种子的SHA-256哈希。停止投注后由该种子计算开奖号码，并公开种子。</p>${verifySteps(["对公开的种子做SHA-256，结果须等于承诺值。", "计算 HMAC-SHA256(种子, 游戏编号 + ':' + 期号)。", "跳过大于等于250的字节，剩余的前三个字节各自除以10取余即为号码。", "每期公开的种子就是下一期的承诺值，任何种子都无法被替换。"])}` },
          { title: "理性娱乐", top: false, html: "<p>请只用可承受损失的资金参与。注意休息；如需限制或关闭账户，请在12:00-23:30联系客服。</p>" },
        ],
      },
    ],
    announcements: [{ title: "欢迎", content: "本平台开奖可证公平：任何人都能根据公开的种子核验每一期结果。" }],
  },
  tw: {
    notice: "每期開獎皆可驗證：打開開獎紀錄並點選「驗證」。理性娛樂，未滿18歲禁止參與。",
    tabs: [
      {
        title: "新手指南",
        articles: [
          { title: "玩法說明", top: true, html: "<p>每期開出三個0-9的數字，依<b>和值</b>（0-27）下注：大（14-27）、小（0-13）、單、雙、大單、大雙、小單、小雙、極小（0-5）、極大（22-27）或單一和值。</p><p>開獎前不久停止下注（房間內有倒數計時），結算後依本金×賠率派彩。</p>" },
          { title: "儲值與提領", top: false, html: "<p>儲值經審核後入帳。提領需綁定收款方式、輸入6位安全碼，且當日流水達到當日儲值的1倍（00:00重置）。單筆最低100。</p>" },
        ],
      },
      {
        title: "公平公正",
        articles: [
          { title: "如何驗證每一期開獎", top: true, html: `<p>每期開盤前公布承諾值：秘密種子的SHA-256雜湊。停止下注後以該種子計算開獎號碼，並公開種子。</p>${verifySteps(["對公開的種子做SHA-256，結果須等於承諾值。", "計算 HMAC-SHA256(種子, 遊戲編號 + ':' + 期號)。", "略過大於等於250的位元組，其餘前三個位元組各自除以10取餘數即為號碼。", "每期公開的種子就是下一期的承諾值，任何種子都無法被替換。"])}` },
          { title: "理性娛樂", top: false, html: "<p>請只用可承受損失的資金參與。注意休息；如需限制或關閉帳號，請於12:00-23:30聯繫客服。</p>" },
        ],
      },
    ],
    announcements: [{ title: "歡迎", content: "本平台開獎可證公平：任何人都能依公開的種子核驗每一期結果。" }],
  },
  jp: {
    notice: "すべての抽選は検証できます：抽選結果を開いて「検証」をタップ。節度を持ってお楽しみください。18歳未満は参加できません。",
    tabs: [
      {
        title: "ガイド",
        articles: [
          { title: "遊び方", top: true, html: "<p>各回0〜9の数字を3つ抽選し、その<b>合計</b>（0〜27）に賭けます：大（14〜27）、小（0〜13）、奇数、偶数、その組み合わせ、極小（0〜5）、極大（22〜27）、または合計の数字そのもの。</p><p>抽選の少し前に締め切り（ルームにカウントダウンが表示されます）、精算後に賭け金×オッズが支払われます。</p>" },
          { title: "入金と出金", top: false, html: "<p>入金は審査後に反映されます。出金には受取方法、6桁のセキュリティコード、当日入金額の1倍の賭け実績（00:00リセット）が必要です。最低額はどちらも100です。</p>" },
        ],
      },
      {
        title: "公正性",
        articles: [
          { title: "抽選の検証方法", top: true, html: `<p>各回の開始前に、秘密シードのSHA-256ハッシュ（コミットメント）を公開します。締め切り後にそのシードから数字を計算し、シードを公開します。</p>${verifySteps(["公開されたシードのSHA-256がコミットメントと一致すること。", "HMAC-SHA256(シード, ゲームID + ':' + 回号) を計算する。", "250以上のバイトを飛ばし、残りの最初の3バイトをそれぞれ10で割った余りが数字です。", "公開されたシードは次回のコミットメントでもあるため、差し替えはできません。"])}` },
          { title: "責任あるプレイ", top: false, html: "<p>失っても困らない金額だけでお楽しみください。アカウントの制限や閉鎖はカスタマーサービス（12:00〜23:30）へ。</p>" },
        ],
      },
    ],
    announcements: [{ title: "ようこそ", content: "当サイトの抽選は証明可能な公正さを備えています。公開シードから誰でも各回を検証できます。" }],
  },
  kor: {
    notice: "모든 추첨은 검증할 수 있습니다: 추첨 결과를 열고 '검증'을 누르세요. 건전하게 즐기세요. 18세 미만은 참여할 수 없습니다.",
    tabs: [
      {
        title: "가이드",
        articles: [
          { title: "게임 방법", top: true, html: "<p>매 회차 0~9 숫자 세 개를 추첨하며, 그 <b>합</b>(0~27)에 베팅합니다: 대(14~27), 소(0~13), 홀, 짝, 그 조합, 극소(0~5), 극대(22~27) 또는 정확한 합.</p><p>추첨 직전에 베팅이 마감되며(방에 카운트다운이 표시됩니다), 정산 후 베팅액×배당이 지급됩니다.</p>" },
          { title: "입금과 출금", top: false, html: "<p>입금은 검토 후 반영됩니다. 출금에는 수취 방법, 6자리 보안 코드, 당일 입금액 1배의 베팅 실적(00:00 초기화)이 필요합니다. 최소 금액은 모두 100입니다.</p>" },
        ],
      },
      {
        title: "공정성",
        articles: [
          { title: "추첨 검증 방법", top: true, html: `<p>회차가 열리기 전에 비밀 시드의 SHA-256 해시(커밋먼트)를 공개합니다. 베팅 마감 후 그 시드로 숫자를 계산하고 시드를 공개합니다.</p>${verifySteps(["공개된 시드의 SHA-256이 커밋먼트와 같아야 합니다.", "HMAC-SHA256(시드, 게임 ID + ':' + 회차)를 계산합니다.", "250 이상인 바이트는 건너뛰고, 남은 처음 세 바이트를 각각 10으로 나눈 나머지가 숫자입니다.", "공개된 시드는 다음 회차의 커밋먼트이기도 하므로 바꿔치기할 수 없습니다."])}` },
          { title: "건전한 이용", top: false, html: "<p>잃어도 괜찮은 금액으로만 즐기세요. 계정 제한이나 해지는 고객센터(12:00~23:30)로 문의하세요.</p>" },
        ],
      },
    ],
    announcements: [{ title: "환영합니다", content: "모든 추첨은 증명 가능한 공정성을 갖추고 있습니다. 공개된 시드로 누구나 각 회차를 검증할 수 있습니다." }],
  },
};

/** Latin scripts put a space between sentences; Chinese and Japanese do not. */
const SENTENCE_GAP: Readonly<Record<Lang, string>> = { zh: "", tw: "", en: " ", jp: "", kor: " " };

/**
 * The demo's content, its notice opening with the schedule the server runs on at seed time (never a fixed
 * 3.5 minutes; the articles state no round length or sales hours: the rules and the room show them live).
 */
export function demoContent(schedule: ScheduleConfig): ContentBundle {
  const notice = (lang: Lang, rest: string) => `${scheduleNotice(lang, schedule)}${SENTENCE_GAP[lang]}${rest}`;
  return {
    banners: BANNERS.map((imageUrl, index) => ({ imageUrl, linkUrl: "", sortOrder: index })),
    // Each language with its user agreement (terms.ts), which the register form links to.
    languages: Object.fromEntries(
      Object.entries(LANGUAGES).map(([lang, content]) => [lang, { ...content, notice: notice(lang as Lang, content.notice), terms: DEMO_TERMS[lang] }]),
    ),
    // No customer-service link: "online chat" is the site's own support desk (/chat, issue 38).
    settings: {},
  };
}

