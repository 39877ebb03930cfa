import { Dialog } from "antd-mobile";

/**
 * Asks the operator a yes/no question before a destructive step. The dialog is named by the question: antd-mobile's
 * confirmation has no title here and names itself only through `aria-label` (axe aria-dialog-name).
 */
export const confirmDialog = (question: string): Promise<boolean> => Dialog.confirm({ content: question, "aria-label": question });
