import type { pwa as en } from "./en";

export const pwa: typeof en = {
  updateReady: "新しいバージョンがあります",
  reload: "再読み込み",
  installTitle: "サムロトをインストール",
  installText: "ホーム画面に追加すると、全画面で開き、より速く起動します。",
  install: "インストール",
  notNow: "後で",
  iosTitle: "サムロトをホーム画面に追加",
  iosShare: "Safari のツールバーの共有ボタンをタップ",
  iosAdd: "「ホーム画面に追加」を選択",
  offlineTitle: "オフラインです",
  offlineText: "ネットワークに接続されていません。オンラインに戻ると、ベット・ウォレット・アカウントが使えます。",
  offlineRetry: "再試行",
  lastResults: "最後に表示した抽選結果",
  savedAt: "{{time}} 時点",
  noResults: "この端末ではまだ抽選結果を表示していません。",
};
