/**
 * The demo's user agreement in the five languages: what the register form
 * links to (/terms) until the operator writes their own in the console.
 * HTML, sanitised where it is shown.
 */
const section = (title: string, body: string) => `<h3>${title}</h3><p>${body}</p>`;

export const DEMO_TERMS: Readonly<Record<string, string>> = {
  en: [
    "<p>By opening an account you agree to these terms. Please read them before you sign up.</p>",
    section("1. Who may play", "You must be 18 or older and allowed to take part in games of chance where you live. One account per person; accounts may not be sold, lent or shared."),
    section("2. Your account", "Keep your password and security code to yourself. After each sign-in we show when and from which address you last signed in: if you do not recognise it, change your password at once and tell customer service."),
    section("3. Deposits and withdrawals", "Deposits are credited once they have been checked. Money credited to your account must be staked at least once (1x) before it can be withdrawn. Withdrawals go to the payout method you have set, after review."),
    section("4. Bets and draws", "A bet stands once it is accepted, before the round closes. Every draw is made from a seed committed in advance and can be verified by anyone: open a draw and tap Verify."),
    section("5. Play responsibly", "Set deposit, loss and stake limits or take a break on the player protection screen. The reality check reminds you how long you have played. If playing stops being fun, stop."),
    section("6. Misuse", "Accounts used for fraud, money laundering, collusion or automated play may be suspended and their winnings withheld, after review."),
    section("7. Changes", "We may change these terms; the version shown here is the one in force. Questions go to customer service."),
  ].join(""),
  zh: [
    "<p>注册账户即表示您同意本协议。请在注册前仔细阅读。</p>",
    section("1. 参与资格", "您须年满18岁，且所在地法律允许参与此类游戏。每人仅限一个账户，账户不得出售、出借或共用。"),
    section("2. 您的账户", "请妥善保管密码与安全码。每次登录后，我们会显示您上次登录的时间与IP地址；如有陌生记录，请立即修改密码并联系客服。"),
    section("3. 充值与提现", "充值经审核后到账。入账资金须至少投注一倍（1x）流水后方可提现。提现经审核后汇至您设置的收款方式。"),
    section("4. 投注与开奖", "投注在封盘前被接受即为有效。每期开奖均基于事先承诺的种子，任何人都可验证：打开开奖记录并点击“验证”。"),
    section("5. 理性娱乐", "您可在玩家保护页面设置充值、亏损与投注限额，或暂停游戏。时长提醒会告诉您已玩多久。若游戏不再有趣，请停下来。"),
    section("6. 违规行为", "用于欺诈、洗钱、串通或自动化投注的账户，经审核后可能被冻结，其奖金可能被扣留。"),
    section("7. 协议变更", "我们可能修改本协议，以此处显示的版本为准。如有疑问，请联系客服。"),
  ].join(""),
  tw: [
    "<p>註冊帳戶即表示您同意本協議。請在註冊前仔細閱讀。</p>",
    section("1. 參與資格", "您須年滿18歲，且所在地法律允許參與此類遊戲。每人僅限一個帳戶，帳戶不得出售、出借或共用。"),
    section("2. 您的帳戶", "請妥善保管密碼與安全碼。每次登入後，我們會顯示您上次登入的時間與IP位址；如有陌生紀錄，請立即修改密碼並聯繫客服。"),
    section("3. 儲值與提領", "儲值經審核後入帳。入帳資金須至少投注一倍（1x）流水後方可提領。提領經審核後匯至您設定的收款方式。"),
    section("4. 投注與開獎", "投注在封盤前被接受即為有效。每期開獎皆基於事先承諾的種子，任何人都可驗證：打開開獎紀錄並點選「驗證」。"),
    section("5. 理性娛樂", "您可在玩家保護頁面設定儲值、虧損與投注限額，或暫停遊戲。時長提醒會告訴您已玩多久。若遊戲不再有趣，請停下來。"),
    section("6. 違規行為", "用於詐欺、洗錢、串通或自動化投注的帳戶，經審核後可能被凍結，其獎金可能被扣留。"),
    section("7. 協議變更", "我們可能修改本協議，以此處顯示的版本為準。如有疑問，請聯繫客服。"),
  ].join(""),
  jp: [
    "<p>アカウントを開設すると、本規約に同意したものとみなされます。登録前にお読みください。</p>",
    section("1. 参加資格", "18歳以上であり、お住まいの地域でこの種のゲームへの参加が認められている必要があります。アカウントはお一人様一つまでとし、売買・貸与・共有はできません。"),
    section("2. アカウント", "パスワードとセキュリティコードは他人に教えないでください。ログインのたびに前回のログイン日時とアドレスを表示します。心当たりがない場合は、すぐにパスワードを変更し、カスタマーサービスにご連絡ください。"),
    section("3. 入金と出金", "入金は確認後に反映されます。入金された資金は、出金の前に少なくとも1回分（1x）賭ける必要があります。出金は審査の後、設定された受取方法に送金されます。"),
    section("4. ベットと抽選", "ベットは締切前に受け付けられた時点で成立します。すべての抽選は事前に公開されたシードから行われ、誰でも検証できます：抽選結果を開いて「検証」をタップしてください。"),
    section("5. 節度あるプレイ", "プレイヤー保護画面で入金・損失・賭け金の上限を設定したり、休止したりできます。リアリティチェックがプレイ時間をお知らせします。楽しめなくなったら、やめましょう。"),
    section("6. 不正利用", "詐欺、資金洗浄、共謀、自動プレイに使われたアカウントは、審査の上で停止され、配当が保留されることがあります。"),
    section("7. 規約の変更", "本規約は変更されることがあり、ここに表示されている版が有効です。ご質問はカスタマーサービスまで。"),
  ].join(""),
  kor: [
    "<p>계정을 만들면 본 약관에 동의한 것으로 봅니다. 가입 전에 읽어 주세요.</p>",
    section("1. 참여 자격", "만 18세 이상이어야 하며, 거주 지역에서 이러한 게임 참여가 허용되어야 합니다. 1인 1계정이며, 계정을 판매·대여·공유할 수 없습니다."),
    section("2. 계정", "비밀번호와 보안 코드는 타인에게 알리지 마세요. 로그인할 때마다 마지막 로그인 시간과 주소를 보여 드립니다. 모르는 기록이 있으면 즉시 비밀번호를 바꾸고 고객센터에 알려 주세요."),
    section("3. 입금과 출금", "입금은 확인 후 반영됩니다. 입금된 금액은 출금 전에 최소 1배(1x) 이상 베팅해야 합니다. 출금은 검토 후 설정한 수령 방법으로 지급됩니다."),
    section("4. 베팅과 추첨", "베팅은 마감 전에 접수되면 유효합니다. 모든 추첨은 미리 공개된 시드로 이루어지며 누구나 검증할 수 있습니다: 추첨 결과를 열고 '검증'을 누르세요."),
    section("5. 건전한 플레이", "플레이어 보호 화면에서 입금·손실·베팅 한도를 정하거나 휴식을 할 수 있습니다. 리얼리티 체크가 플레이 시간을 알려 드립니다. 즐겁지 않다면 멈추세요."),
    section("6. 부정 이용", "사기, 자금 세탁, 담합, 자동 플레이에 사용된 계정은 검토 후 정지되고 당첨금이 보류될 수 있습니다."),
    section("7. 약관 변경", "본 약관은 변경될 수 있으며, 여기에 표시된 버전이 유효합니다. 문의는 고객센터로 해 주세요."),
  ].join(""),
};
