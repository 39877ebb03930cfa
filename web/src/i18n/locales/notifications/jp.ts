import type { notifications as en } from "./en";

/** 通知設定（issue 39、Web プッシュ）。 */
export const notifications: typeof en = {
  entry: "通知設定",
  title: "通知設定",
  intro: "この端末に届ける通知を選べます。最初にオンにしたときだけ、ブラウザが許可を確認します。広告は一切送りません。",
  deposit: "入金の承認",
  withdrawal: "出金の完了・却下",
  win: "当選のお知らせ",
  winHint: "「第 N 回で X を獲得しました」",
  closingTitle: "締切 30 秒前",
  closingHint: "選んだルーム：",
  breakNote: "タイムアウト中・自己排除中は、入金と出金の通知だけが届きます。",
  deniedTitle: "通知がブロックされています",
  deniedBody: "ブラウザがこのアプリの通知を拒否しているため、通知は届きません。許可するには、ブラウザのサイト設定で「通知」を「許可」にしてから、もう一度スイッチをオンにしてください。",
  unsupported: "このブラウザは通知を受け取れません。iPhone では、先にアプリをホーム画面に追加し、そこから開いてください。",
  unavailable: "このサーバーは通知を送信しません。",
  failed: "通知をオンにできませんでした。もう一度お試しください。",
  saved: "保存しました",
};
