import type { ContentLanguage } from "../content/content-rules";

/** The operator setting holding the automatic first reply in one language (empty or missing: the default). */
export const autoReplySetting = (lang: ContentLanguage): string => `support.autoReply:${lang}`;

/** What the desk answers a conversation's first message, at any hour, unless the operator wrote their own. */
export const DEFAULT_AUTO_REPLIES: Readonly<Record<ContentLanguage, string>> = {
  zh: "您好，感谢您联系客服！我们已收到您的消息，客服人员会尽快回复您。",
  tw: "您好，感謝您聯繫客服！我們已收到您的訊息，客服人員會盡快回覆您。",
  en: "Hello, thank you for contacting customer service! We have received your message and a member of staff will answer you as soon as possible.",
  jp: "お問い合わせありがとうございます。メッセージを受け付けました。担当者ができるだけ早くご返信いたします。",
  kor: "고객센터에 문의해 주셔서 감사합니다! 메시지를 받았으며 담당자가 최대한 빨리 답변드리겠습니다.",
};

/** The automatic reply to send: the operator's text for the language if set, else the default. */
export const autoReplyText = (lang: ContentLanguage, operatorText: string | null): string => {
  const text = operatorText?.trim() ?? "";
  return text.length > 0 ? text : DEFAULT_AUTO_REPLIES[lang];
};
